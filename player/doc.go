// Package player is the engine as every front end uses it: a variant's
// search engine with its endgame databases and opening book, and the one
// way a move is decided for a game.
//
// A move is decided in this order (Player.Quick, then Player.Start or
// Player.Decide): the only legal move at once; else the book's move,
// when the book is on and knows the position; else a search, which
// probes the databases below its root (search.RootOf builds it from
// the game). HubScore writes a score the way clients read it.
//
// A Player is used from one goroutine, but for Stop and PonderHit, which
// any goroutine may call while a search started by Start runs.
package player
