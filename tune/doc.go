// Package tune fits the evaluation weights to game results ("Texel
// tuning").
//
// Generate plays fast in-process self-play games and writes the quiet
// positions they pass through, each labelled with the game's result. Fit
// then minimises the mean squared error between the results and
// sigmoid(K * eval / 100) over the tapered linear evaluation of package
// eval, by Adam gradient descent, after fitting the scale K. The man's
// weight stays at 100 to fix the scale; FormatWeights prints the table as
// Go source for eval/weights.go.
package tune
