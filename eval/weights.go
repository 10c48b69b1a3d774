// The weight tables, one per variant, and the tapered dot product.

package eval

import "github.com/damaengine/damaengine/movegen"

// Weight is a feature's value in centi-men at the opening (all men on the
// board) and in the endgame (no men left).
type Weight struct{ Open, End int32 }

// Weights is a full weight table, indexed by Feature.
type Weights [NumFeatures]Weight

// PhaseScale is the phase of the start position; 0 is a board without men.
const PhaseScale = 256

// Score returns the tapered value of feature vector f at the given phase,
// from White's point of view:
//
//	sum_i (w[i].Open*f[i]*phase + w[i].End*f[i]*(PhaseScale-phase)) / PhaseScale
//
// truncated toward zero, so a colour-flipped vector gives the negated score.
func (w *Weights) Score(f *Vector, phase int) int {
	var open, end int
	for i, x := range f {
		open += int(w[i].Open) * int(x)
		end += int(w[i].End) * int(x)
	}
	return (open*phase + end*(PhaseScale-phase)) / PhaseScale
}

// taper returns weight w applied to count x at the given phase.
func (w Weight) taper(x int16, phase int) int {
	return (int(w.Open)*int(x)*phase + int(w.End)*int(x)*(PhaseScale-phase)) / PhaseScale
}

// packedWeights hold each weight as Open<<32 + End, so that one multiply
// per feature accumulates both phases (the halves stay far inside 32 bits).
type packedWeights [NumFeatures]int64

func (w *Weights) pack() packedWeights {
	var pw packedWeights
	for i, x := range w {
		pw[i] = int64(x.Open)<<32 + int64(x.End)
	}
	return pw
}

// blend returns the tapered value of a packed weighted sum at the given
// phase: Score's formula, with the opening sum in the high half.
func blend(sum int64, phase int) int {
	end := int64(int32(sum))
	open := (sum - end) >> 32
	return int((open*int64(phase) + end*int64(PhaseScale-phase)) / PhaseScale)
}

// WeightsOf returns a copy of the weight table of variant v (the zero table
// for an unknown variant).
func WeightsOf(v movegen.Variant) Weights {
	if int(v) >= len(weights) {
		return Weights{}
	}
	return weights[v]
}

var packed = [...]packedWeights{
	movegen.Italian:       weights[movegen.Italian].pack(),
	movegen.International: weights[movegen.International].pack(),
	movegen.Dameo:         weights[movegen.Dameo].pack(),
	movegen.Brazilian:     weights[movegen.Brazilian].pack(),
	movegen.Russian:       weights[movegen.Russian].pack(),
	movegen.Killer:        weights[movegen.Killer].pack(),
	movegen.Breakthrough:  weights[movegen.Breakthrough].pack(),
	movegen.Antidraughts:  weights[movegen.Antidraughts].pack(),
	movegen.Frisian:       weights[movegen.Frisian].pack(),
	movegen.Frysk:         weights[movegen.Frysk].pack(),
}

// weights hold the evaluation of each variant. A man is 100 in both phases
// (-100 in Antidraughts, whose aim is to lose the pieces): that fixes the
// scale. All three are Texel-tuned (damaengine tune) on the
// quiet positions of our self-play games, together with their pattern
// tables: Italian on 6,231,894 positions, Dameo on 3,073,977 (labels half
// from search scores), International on 5,544,343 and then twice more on
// new ones, up to 5,314,411 (labels half from search scores), later on
// labels from search scores alone, last (table 25) refitted from itself on
// 1,504,599 positions of its own self-play; its exchange term held at
// {16, 0}. docs/log/2026-11-evaluation.md has the data, the fits and the matches that
// accepted them.
var weights = [...]Weights{
	movegen.Italian: {
		// Tuned: short kings that men cannot capture, about 2.5-3 men.
		Man:          {100, 100},
		King:         {271, 277},
		Advance:      {-12, 25},
		NearPromo:    {61, -57},
		BackRow:      {-6, 86},
		Guard:        {83, -27},
		Centre:       {2, -31},
		Flank:        {-16, -10},
		Mobility:     {13, 37},
		Blocked:      {-2, -3},
		Runaway:      {185, -92},
		Exposed:      {-90, -7},
		KingMobility: {70, -5},
		KingCentre:   {150, 15},
		KingDiagonal: {-2, -6},
		Backed:       {13, 5},
		Exchange:     {40, 0},
		KingExchange: {0, 0},
		ToMove:       {10, 3},
	},
	movegen.International: internationalWeights,

	movegen.Dameo: {
		// Tuned: queen-like kings with orthogonal flying captures.
		Man:          {100, 100},
		King:         {254, 400},
		Advance:      {1, 15},
		NearPromo:    {7, 44},
		BackRow:      {30, 72},
		Guard:        {-25, -17},
		Centre:       {-13, -28},
		Flank:        {-6, 3},
		Mobility:     {-3, -4},
		Blocked:      {2, -17},
		Runaway:      {53, 102},
		Exposed:      {-23, -25},
		KingMobility: {-3, 3},
		KingCentre:   {-4, -47},
		KingDiagonal: {16, 38},
		Backed:       {6, 9},
		Exchange:     {-1, 2},
		KingExchange: {-12, 4},
		ToMove:       {15, 27},
	},
	movegen.Brazilian: {
		// Tuned: its first fit, on 920,547 positions of 20,000 self-play
		// games at 4,000 nodes, with its pattern table.
		Man:          {100, 100},
		King:         {489, 213},
		Advance:      {2, -3},
		NearPromo:    {56, 78},
		BackRow:      {-8, 25},
		Guard:        {62, -3},
		Centre:       {-16, 8},
		Flank:        {-11, -5},
		Mobility:     {38, 12},
		Blocked:      {24, -7},
		Runaway:      {355, -57},
		Exposed:      {-56, -22},
		KingMobility: {53, -3},
		KingCentre:   {-29, -2},
		KingDiagonal: {145, -8},
		Backed:       {34, -27},
		Exchange:     {32, -4},
		KingExchange: {-6, -3},
		ToMove:       {5, 9},
	},
	movegen.Russian: {
		// Tuned: its first fit, from Brazilian's weights and table, on
		// 876,378 positions of 20,000 self-play games at 4,000 nodes.
		Man:          {100, 100},
		King:         {491, 205},
		Advance:      {0, -2},
		NearPromo:    {54, 78},
		BackRow:      {-2, 26},
		Guard:        {63, -2},
		Centre:       {-18, 11},
		Flank:        {-19, -4},
		Mobility:     {44, 11},
		Blocked:      {25, -4},
		Runaway:      {354, -62},
		Exposed:      {-59, -20},
		KingMobility: {55, -4},
		KingCentre:   {-30, -2},
		KingDiagonal: {145, -7},
		Backed:       {37, -24},
		Exchange:     {44, -10},
		KingExchange: {-16, 1},
		ToMove:       {9, 7},
	},
	// Killer and Breakthrough borrow International's weights, as they do
	// its pattern table (lenderOf), until their own self-play has fitted
	// them.
	movegen.Killer:       internationalWeights,
	movegen.Breakthrough: internationalWeights,
	// Frisian borrows them too, untrained: its own self-play is to come.
	movegen.Frisian: internationalWeights,
	movegen.Frysk:   internationalWeights,
	// Antidraughts: fitted with its pattern table on 794,049 positions
	// of its own self-play (docs/log/2026-12-antidraughts.md), from
	// International's weights negated (a man -100: a piece given away is
	// a step toward the win, where a side without a move wins).
	movegen.Antidraughts: {
		Man:          {-100, -100},
		King:         {-487, -214},
		Advance:      {-26, 8},
		NearPromo:    {-58, -75},
		BackRow:      {17, -20},
		Guard:        {-63, 5},
		Centre:       {15, -6},
		Flank:        {1, -14},
		Mobility:     {-21, 16},
		Blocked:      {-35, -4},
		Runaway:      {-355, 52},
		Exposed:      {56, 24},
		KingMobility: {-49, 68},
		KingCentre:   {28, 2},
		KingDiagonal: {-146, 1},
		Backed:       {-36, 26},
		Exchange:     {-6, 1},
		KingExchange: {5, -3},
		ToMove:       {19, -3},
	},
}

// internationalWeights are International's weights (see weights).
var internationalWeights = Weights{
	// Tuned: flying kings, about 2-5 men depending on the phase.
	Man:          {100, 100},
	King:         {487, 221},
	Advance:      {5, -11},
	NearPromo:    {57, 77},
	BackRow:      {-17, 19},
	Guard:        {62, -5},
	Centre:       {-15, 7},
	Flank:        {-2, -6},
	Mobility:     {30, 2},
	Blocked:      {23, -8},
	Runaway:      {356, -52},
	Exposed:      {-55, -24},
	KingMobility: {48, -3},
	KingCentre:   {-28, -3},
	KingDiagonal: {146, -2},
	Backed:       {31, -31},
	Exchange:     {16, 0},
	KingExchange: {-3, -1},
	ToMove:       {0, 14},
}
