// The evaluation features: their indices, names and the feature vector.

package eval

// Feature indexes one term of the evaluation. Every variant uses the same
// list; a feature that does not apply to a variant stays zero there.
type Feature int

// The features. Each is counted per side; the evaluation uses White's count
// minus Black's.
const (
	Man          Feature = iota // men
	King                        // kings
	Advance                     // rows advanced by the men, summed (tempo)
	NearPromo                   // men one or two rows from promotion
	BackRow                     // men still on their own back row
	Guard                       // men on the key back-row guard squares
	Centre                      // men in the centre
	Flank                       // |men on the left wing - men on the right wing|
	Mobility                    // free forward steps of the men
	Blocked                     // men with no free forward step
	Runaway                     // men no enemy piece can stop from promoting
	Exposed                     // pieces the opponent could capture next move
	KingMobility                // squares the kings can move to
	KingCentre                  // kings in the central region
	KingDiagonal                // kings on a long diagonal
	Backed                      // men covered from behind (Dameo: lines on a file)
	Exchange                    // pieces off the board, for the side ahead in pieces
	KingExchange                // the same, counted only while a king is on the board
	ToMove                      // the side to move
	NumFeatures
)

// Names are the features' names, indexed by Feature.
var Names = [NumFeatures]string{
	Man:          "man",
	King:         "king",
	Advance:      "advance",
	NearPromo:    "near-promotion",
	BackRow:      "back-row",
	Guard:        "guard",
	Centre:       "centre",
	Flank:        "flank-imbalance",
	Mobility:     "mobility",
	Blocked:      "blocked",
	Runaway:      "runaway",
	Exposed:      "exposed",
	KingMobility: "king-mobility",
	KingCentre:   "king-centre",
	KingDiagonal: "king-diagonal",
	Backed:       "backed",
	Exchange:     "exchange",
	KingExchange: "king-exchange",
	ToMove:       "to-move",
}

// String returns the feature's name.
func (f Feature) String() string {
	if f < 0 || f >= NumFeatures {
		return "feature?"
	}
	return Names[f]
}

// Vector holds one value per feature: a side's counts, or White's minus
// Black's.
type Vector [NumFeatures]int16
