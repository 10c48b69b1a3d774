// Package protocol speaks the Hub protocol (version 2, as Scan 3 speaks it)
// on a pair of streams, so that Hub GUIs, pydraughts' HubEngine and match
// runners drive the engine unchanged.
//
// Techniques:
//   - A reader goroutine feeds input lines to a channel; the command loop
//     selects on it and on the running search's result, so ping, stop and
//     ponder-hit are answered while a search runs in its own goroutine.
//   - One writer under a mutex: every line is whole and written at once.
//   - Options declared once, typed, with limits and a change hook (the
//     table is resized when hash changes, between searches). A hash size
//     that does not fit in memory (tt.Fit) is refused with an error and
//     the table kept; threads go up to two per CPU (search.MaxThreads),
//     the param line's max.
//   - init (and a hash change) allocates the table and writes all of it
//     before it answers, so the first search does not wait for memory.
//   - Each command checks its line before it runs: an unknown or repeated
//     argument, a missing one (a bare pos, a bare level, go without think,
//     ponder or analyze), or a bad value rejects the whole line with one
//     error and changes nothing; a running search goes on.
//   - perft counts in its own goroutine, like a search: ping is answered
//     meanwhile, and stop, quit or any other command (but the read-only
//     ones) end it at once with "perft depth=N stopped time=S", never a
//     partial count.
//   - The game is a movegen.Game, so the search gets the repetition
//     history and the move-count counters of the moves the GUI sent.
//
// Behaviour where a GUI could notice, most of it as Scan 3.1 does
// (docs/HUB.md describes the protocol as this package speaks it):
//   - Every line written is a command word followed by key=value tokens
//     only; a value with blanks is written in double quotes.
//   - level lines between a pos (or a go) and the next go add up and are
//     that go's level; a go think or go ponder with no level line since
//     then uses the level of the last go that had one (1 s a move if none
//     was ever given); a go analyze without one searches until stop.
//   - A bad pos keeps the previous position; an illegal or unreadable move
//     in moves= keeps the position before it; each sends an error line.
//   - Any command other than ping, stop and ponder-hit (and the read-only
//     board, moves, eval and help) stops a running search and sends its
//     done before it runs; unknown commands, malformed lines and lines a
//     command rejects get an error and leave a search alone.
//   - go think with a single legal move answers done at once, with no info
//     line; with no legal move the answer is a bare "done". A book move is
//     one info line with source=book, its stored score and the PV, then
//     done.
//   - An analysis without limits, and a ponder search before ponder-hit,
//     send done only after stop (or ponder-hit), even when the search ends
//     by itself.
//   - Hub gives the clock without the coming increment: the search is told
//     time+inc.
//   - Scores are in men with two decimals, from the side to move's view,
//     evaluations within +-89.99; a win in n plies, found by the search or
//     known from the endgame databases, is 100 - n/100; a win the dense
//     files know without its distance is 90.05 to 90.95.
package protocol
