// Package match runs engine-against-engine matches between two Hub
// engines, or between a Hub engine and a DXP peer (International only;
// the runner is the DXP initiator and plays the Hub engine's side toward
// the peer). The runner speaks Hub to each engine process as a GUI would,
// keeps every game with movegen's rules as the referee (illegal moves,
// time forfeits, crashes and hangs lose; the variant's draw rules end
// games; optional adjudication by score and game length), plays each
// opening twice with colours reversed, and reports wins, draws and losses
// (the running score in cutechess-cli's "W - L - D" form), Elo with a 95%
// interval (trinomial and pentanomial), LOS and a pentanomial GSPRT as
// fishtest computes it. Games go to a PDN file and results to a JSON file;
// shards of one match run on many machines and merge afterwards.
//
// Techniques: one worker goroutine per concurrent game, each owning its
// own pair of engines (processes restarted after a crash or a hang, a DXP
// connection kept from game to game); a reader goroutine per engine that
// timestamps every line, so move times do not include the referee's
// scheduling; a single collector goroutine that owns the statistics and
// the output files, so no lock guards them.
package match
