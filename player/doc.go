// Package player is the engine as every front end uses it: a variant's
// search engine with its endgame databases and opening book, and the one
// way a move is decided for a game.
//
// Every front end asks for a move or an analysis by Player.Go (or
// Player.Decide, which waits for it) and for nothing else. A move to play
// is decided in this order: the only legal move at once; else the book's
// move, when the book is on and knows the position; else a search at the
// player's level, which probes the databases below its root
// (search.RootOf builds it from the game). HubScore writes a score the
// way clients read it.
//
// A Player is used from one goroutine, but for PonderHit, which any
// goroutine may call while a Go runs; a Go is stopped by its context.
package player
