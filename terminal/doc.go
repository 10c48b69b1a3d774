// Package terminal is the front end that plays a game with a person at a
// terminal: the board drawn as text, moves typed in PDN, a few commands
// (undo, new, flip, level, save), the engine's moves decided by the
// player (player.Go).
package terminal
