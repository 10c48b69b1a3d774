// Package web serves damaengine in a browser: a single page (HTML, CSS
// and plain JavaScript embedded with go:embed) to play against the engine,
// at full strength or at a strength level calibrated in Elo (package
// player), analyse at full strength and read or write PDN and FEN, over
// a small HTTP+JSON API, with live analysis streamed as Server-Sent
// Events. The engine runs in this process through package search; the
// board is drawn by package web/render, the same drawing `damaengine
// board --svg` writes.
//
// One server holds one game and one engine; the engine runs one search at
// a time (an analysis, an engine move or a whole-game analysis), and a new
// one stops the analysis in progress. Safety: the server checks the Host
// header (loopback names and addresses, or IP addresses when it listens
// on a public address, or names allowed by Options.AllowHosts) against DNS
// rebinding, refuses requests whose Origin is another site, accepts only
// JSON bodies of bounded size, bounds every search's time, and stops an
// analysis when its page goes away.
package web
