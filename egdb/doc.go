// Package egdb builds, stores, verifies and probes endgame databases: the
// exact value of every position with few pieces, for the side to move, with
// the distance to the end of the game.
//
// Values are win, loss or draw under the rules of movegen (captures forced
// by each variant's precedence; a side without a legal move loses), with the
// move-count draw rules left aside, as every published database does. Each
// win or loss carries its distance to win (DTW) in plies under best play:
// the winner shortens it, the loser lengthens it. The search scores a won
// ending by that distance, so that it plays the shortest win and, with it,
// respects the move-count rules; where the FMJD 16- and 5-move rules bite,
// the search compares the distance with the plies the count has left.
//
// Layout:
//   - A position is normalised so that the side to move is White (Black to
//     move is turned half a turn and the colours swapped; the rules of all
//     three variants are symmetric under that).
//   - A slice holds one material (men and kings of each side) and, for each
//     side with men, the rank of its most advanced man. A capture leaves the
//     slice for fewer pieces, a promotion for more kings, an advance of the
//     leading man for a higher rank: slices are built in an order where
//     every exit is already known. The slices of one piece count fall into
//     waves that need none of each other (Waves), so that a wave can be
//     built by many machines at once (BuildOptions.Wave, Shard, Shards).
//   - Inside a slice, men are ranked as combinations of the squares up to
//     their leading rank, kings as combinations of the squares left free.
//     The board, the slices and their order, and the index both ways are
//     package egdb/index (pure arithmetic, no files, no values).
//   - The builder is retrograde: every position is first scored from its
//     moves that leave the slice, then the values spread backwards through
//     the quiet moves inside the slice, one distance at a time (the moves
//     that lead to a position are the quiet moves of the side that just
//     moved with the colours swapped: its men then walk backwards).
//   - Files hold one slice each: a header (variant, material, format
//     version, checksums), an index of blocks, and the blocks. Distance
//     files (.egdb, Probe) store one byte a position, raw or as runs; dense
//     files (.wld, ProbeOutcome, written by Convert or Build with Dense)
//     store win, loss or draw, range coded with the outcomes already seen
//     as context, and are read through a cache of decoded blocks;
//     conversion files (.dtc, ProbeConversion, written by BuildConversions
//     from the outcomes) store the plies to the next capture or man's
//     move, which is what winning within the move-count rules needs where
//     only outcomes are kept, range coded as the dense files (the
//     outcome, then the plies against those of the neighbours in the
//     index) behind the same block index, through a cache of their own.
//     Positions with a capture pending are stored as "don't care"
//     (whatever value codes shortest) and resolved when probed by a short
//     capture search.
package egdb
