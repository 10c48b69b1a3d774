// Package levels calibrates the strength levels: it plays the ladder of
// player.Ladder with package match (each rung against its neighbours one
// and two rungs away, colour-reversed pairs from the variant's shipped
// openings), fits every rung's rating by maximum likelihood (package
// rating) with the reference rungs held at their fixed ratings (Material
// at 1000), and writes the table the engine ships (player/levels.tsv). A calibration is resumable (each
// pairing keeps its games in a PDN written game by game) and shardable
// (the pairings are split i/n).
package levels
