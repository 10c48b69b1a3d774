// Package bookbuild builds opening books by drop-out expansion (Lincke):
// the book is a tree of positions grown one leaf at a time, each leaf
// scored by the engine's own search, the scores backed up by minimax, and
// the next leaf to grow chosen along the line whose cost is lowest, where
// the cost of a line is its length plus a penalty for every move that is
// worse than the best move of its position (Deviation plies per man).
// Good lines are grown deep, fair alternatives less deep, bad moves not at
// all.
//
// The build is deterministic: every leaf is searched by a fresh single-
// threaded engine to a fixed depth (or node count), and leaves are chosen
// in fixed rounds of Batch, so the same command makes the same book
// whatever the number of threads. It is resumable: every score and every
// finished expansion is appended to a log beside the book, and a build
// started again with the same parameters replays the log and goes on.
//
// FullPlies grows every position within that many plies of a start
// position before drop-out expansion begins (positions already decided
// excepted), and the positions at that ply then count as starts of their
// own: a book over every three-move opening of Italian draughts is a
// FullPlies 3 build from the start position.
package bookbuild
