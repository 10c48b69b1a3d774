// Package movegen is the rules core of damaengine: positions, legal move
// generation, making moves, Zobrist keys, notation and the game-end rules of
// Italian draughts, International draughts, Dameo, Brazilian draughts and
// Russian draughts.
//
// Techniques:
//   - Positions are small values (two colour bitboards, a king bitboard, the
//     side to move, the variant and a Zobrist key); Play returns a new
//     position, so there is no undo.
//   - Each variant keeps its squares in a 64-bit board. The diagonal boards
//     use padded layouts with ghost squares so that every diagonal step is a
//     constant shift (Italian, Brazilian and Russian, whose squares sit where
//     Italian's mirror images do: 4 and 5; International: 5 and 6); Dameo
//     uses a plain 8x8 layout with edge masks.
//   - Neighbour tables per square and direction are computed once at start.
//   - A fixed-capacity MoveList applies the capture rules while captures are
//     added: only the best captures under the variant's precedence survive
//     and identical captures (same from, to and captured set) are merged.
//   - Captures first; quiet moves only when no capture exists. Counting moves
//     (perft bulk counting) uses popcounts for quiet moves.
package movegen
