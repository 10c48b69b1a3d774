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
//     table is resized when hash changes, between searches).
//   - The game is a movegen.Game, so the search gets the repetition
//     history and the move-count counters of the moves the GUI sent.
//
// Behaviour where a GUI could notice follows Scan 3.1 (see
// shared/PROTOCOLS.md):
//   - The level is reset by each good pos and each go; level lines in
//     between add up.
//   - A bad pos keeps the previous position; an illegal or unreadable move
//     in moves= keeps the position before it; each sends an error line.
//   - Any command other than ping, stop and ponder-hit (and the read-only
//     board, moves, eval and help) stops a running search and sends its
//     done before it runs; unknown commands and malformed lines get an
//     error and leave a search alone.
//   - go think with a single legal move answers at once; with no legal
//     move the answer is a bare "done".
//   - An analysis without limits, and a ponder search before ponder-hit,
//     send done only after stop (or ponder-hit), even when the search ends
//     by itself.
//   - Hub gives the clock without the coming increment: the search is told
//     time+inc.
//   - Scores are in men with two decimals; a win in n plies is 100 - n/100.
package protocol
