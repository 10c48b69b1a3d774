// Package checkerboard is the engine as CheckerBoard, the Windows GUI of
// Italian players, loads it: the board, moves and commands of its engine
// API (API version 2) on top of the player, in pure Go. The DLL itself,
// with the exported functions CheckerBoard looks up, is
// cmd/damaengine-cb; docs/CHECKERBOARD.md tells how to install it.
//
// CheckerBoard's Italian board is int board[8][8], indexed board[x][y]:
// square n (1..32) lies at y = (n-1)/4, x = 2*((n-1)%4) + (y odd). White
// holds 21-32 at the start, moves first and promotes on 1-4. A square
// holds 0 when empty, else a colour (White 1, Black 2) plus a kind (man 4,
// king 8).
//
// An Engine is safe for use from many goroutines: GetMove runs one search
// at a time, and Command never waits for a search (CheckerBoard calls it
// from other threads while one runs): settings sent during a search take
// effect at the next move.
package checkerboard
