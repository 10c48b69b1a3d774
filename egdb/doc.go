// Package egdb reads and probes endgame databases, as play needs them: the
// exact value of every position with few pieces, for the side to move, with
// the distance to the end of the game. Package egdb/build builds and
// verifies them.
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
//     waves that need none of each other (build.Waves), so that a wave can
//     be built by many machines at once (build.Options.Wave, Shard,
//     Shards).
//   - Inside a slice, men are ranked as combinations of the squares up to
//     their leading rank, kings as combinations of the squares left free.
//     The board, the slices and their order, and the index both ways are
//     package egdb/index (pure arithmetic, no files, no values).
//   - The builder (egdb/build) is retrograde: every position is first
//     scored from its moves that leave the slice, then the values spread
//     backwards through the quiet moves inside the slice, one distance at
//     a time (the moves that lead to a position are the quiet moves of the
//     side that just moved with the colours swapped: its men then walk
//     backwards).
//   - Files hold one slice each: a header (variant, material, format
//     version, checksums), an index of blocks, and the blocks. Distance
//     files (.egdb, Probe) store one byte a position, raw or as runs; dense
//     files (.wld, ProbeOutcome, written by build.Convert or by build.Run
//     with Dense) store win, loss or draw, range coded with the outcomes
//     already seen as context, and are read through a cache of decoded
//     blocks; conversion files (.dtc, ProbeConversion, written by
//     build.Conversions from the outcomes) store the plies to the next
//     capture or man's move, which is what winning within the move-count
//     rules needs where only outcomes are kept, range coded as the dense
//     files (the outcome, then the plies against those of the neighbours
//     in the index) behind the same block index, through a cache of their
//     own. Positions with a capture pending are stored as "don't care"
//     (whatever value codes shortest) and resolved when probed by a short
//     capture search.
//
// The file formats (headers, the blocks and their coding, the caches of
// decoded blocks) stay in this package, below the builder, rather than in
// a codec package of their own: the reader needs all of them, their
// values are this package's Value and Outcome, and the builder needs few
// of them. What it needs is a small surface: the kinds of file (Kind),
// writing a slice's file (WriteSlice, Counts, Kind.DontCare), checking
// and finding files (CheckFile, Scan, ParseFileName, RemoveTemporaries),
// and reading finished slices through a DB as a loader (Loader, Add,
// OpenOutcomes, Covers, Stored, ReadStored, ValueOfMoves, OutcomeOfMoves),
// never through a DB's fields.
package egdb
