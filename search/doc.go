// Package search finds the best move of a draughts position.
//
// Techniques:
//   - Iterative deepening with aspiration windows around the previous score.
//   - Principal-variation search (negamax alpha-beta, null windows for all
//     but the first move) with a shared lock-free transposition table.
//   - Quiescence search: a side that must capture is never quiet, so captures
//     are searched to the end; a quiet side stands pat (in International
//     after trying its promotions and, at the first quiet position without
//     kings and with its evaluation just below the window, the moves that
//     offer the opponent a capture: exchanges, as Scan 2.0 does).
//   - Move ordering: transposition-table move, two killers per ply, history.
//   - Late-move reductions for quiet moves, an extension for forced moves
//     (positions with a single legal move).
//   - ProbCut in Italian, International and the variants that kept
//     International's techniques (config.go): a non-PV node whose shallow
//     search (40% of the depth) beats beta by a margin is cut, as Scan 2.0
//     does.
//   - Repetitions through a Zobrist-keyed history of the game and the search
//     path; the variants' move-count rules are scored as draws.
//   - Win and loss scores carry the distance in plies.
//   - Endgame databases (SetEGDB): every position below the root with few
//     enough pieces is scored by its database value, the distance to the
//     win in a band of its own below the search's wins (EGDBWin), the
//     FMJD 16- and 5-move counts applied to it.
//   - Lazy SMP: several goroutines search the same root and share the table.
//   - Time management: with a clock, the clock shared among fewer moves as
//     the pieces go (Params.TimeMoves to TimeMovesEnd), a soft limit
//     extended when the best move changes or the score falls, and the only
//     legal move played after the first iteration; a move time is searched
//     to its end less a small reserve; the hard limit, the node limit and
//     Stop are polled every 1024 nodes at most.
//
// One worker struct per thread holds fixed per-ply frames, so the search
// loop allocates nothing.
package search
