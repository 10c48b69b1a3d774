// Package eval is the static evaluation of damaengine: one linear, tapered
// evaluation per variant (Italian, International, Dameo, Brazilian,
// Russian, Killer, Breakthrough, Antidraughts, Frisian, Frysk!), in centi-men (a man is worth 100), from the side to
// move's point of view. Brazilian and Russian are scored with
// International's terms on the 8x8 board, each with weights and a pattern
// table fitted on its own self-play (Russian's from Brazilian's). Killer
// and Breakthrough borrow International's weights and pattern table
// (lenderOf; Killer without International's drawish divisors), and each
// has a net of its own. Antidraughts, whose aim is turned round (a side
// without a move wins), has weights (a man -100), a pattern table and a
// net fitted on its own self-play, from International's weights negated.
// Frisian and Frysk! borrow International's weights and pattern table
// too; each has a net of its own.
//
// Patterns (every variant with a table in the patterns directory):
// Italian's board is covered by overlapping 4x4 regions (rows and files
// starting at even numbers: 9 regions of 8 squares), International's by
// regions of 4 rows by 5 files (from even rows and every file: 24 regions
// of 10 squares), Dameo's by regions of 2 rows by 4 files (any row, even
// files: 21 of 8 squares); each square of a region is empty (or a king), a
// White man or a Black man, and every one of the 3^8 or 3^10
// arrangements of every region has its own weight, fitted from our
// self-play games (Scan's idea). The tables are binary files with a
// checksum, embedded in the program, and kept colour-symmetric: an
// arrangement and its turned, colour-swapped image have opposite weights.
// The fast path finds the arrangements of all regions with one table
// lookup per colour and band of rows.
//
// The residual net (International and its variants, Brazilian and Russian, the
// variants with a file in the nets directory): a small NNUE-shaped network
// whose score (NetScore) the search adds to the tables' Evaluate when its
// Net setting is on. Each side's half
// of 16 hidden units sums the weights of the pieces as that side sees
// them; the output weighs the side to move's half and the other's. The
// search keeps the halves in an Accumulator that each move updates with
// the pieces it changed (net.go). Trained by tune.TrainNet on self-play
// data, stored with a checksum like the tables.
//
// Drawish material (International): a score favouring a side with three
// pieces or fewer against a king is divided by 8, and with kings equal and
// men within one by 2 (DrawishDivisors), as Scan 2.0 does.
//
// Terms (see Feature; each is counted per side, White minus Black):
//   - material: men and kings, with a king value per variant (Italian short
//     kings that men cannot take, International flying kings, Dameo
//     queen-like kings);
//   - advance (tempo): the rows advanced by the men, and men one or two rows
//     from promotion;
//   - back row and guards: men kept on the back row, and on the key guard
//     squares (Italian 30-31 / 2-3, International 47-49 / 2-4, Dameo c1-f1 /
//     c8-f8);
//   - centre control and flank imbalance (|left-wing men - right-wing men|);
//   - mobility: free forward steps of the men, and the men with none;
//   - runaway men: men whose cone toward promotion no enemy piece can enter
//     in time (none while the opponent has a king);
//   - exposure: pieces an enemy man or king could capture next move (in
//     Dameo, orthogonally; Italian men never take kings);
//   - kings: moves available, presence in the centre and on a long diagonal;
//   - backed men: men no enemy can jump from the front (Dameo: lines, a man
//     with its own man right behind it on the file);
//   - exchange: a bonus per piece off the board for the side ahead in
//     pieces, a second one counted only while kings are on the board (king
//     endings are drawish), and a small bonus for the side to move.
//
// Techniques: every term is a few shifts, masks and popcounts on the
// position's bitboards; the masks and one-square steps are built once per
// variant from the movegen square geometry (a step is a masked rotation by
// the bit delta, so board edges and the padding bits of the layouts need no
// special case). Runaway men use a fill of the enemy pieces along their
// forward directions instead of a per-man search. The game phase comes from
// the men: in International the rows they still have to go to promotion
// (as Scan 2.0 tapers), in Italian and Dameo their number; each weight has
// an opening and an endgame value and the score blends them
// (Weights.Score). All weights of a variant sit in one Weights
// table indexed by Feature, and Evaluate equals the dot product of that
// table with the Features vector, so a Texel tuner can fit them.
// Evaluate takes a faster path to the same value: each colour's terms go
// straight into weights packed two to an int64 (opening and endgame), the
// layout's steps are shifts by constants. In Italian and Dameo Black is
// scored as White on the board rotated by 180 degrees (a bit reversal), so
// one function per variant serves both colours; International scores both
// colours in one pass, sharing the shifted empty squares. Tests hold the
// fast path equal to the Features path.
// Evaluate allocates nothing; Breakdown lists the terms for people.
package eval
