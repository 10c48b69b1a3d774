// Package dxp plays International draughts against other programs over
// DXP, the DamExchange protocol: TCP, NUL-terminated ASCII messages with
// fixed-width fields (R game request, A accept, M move, E game end, C chat,
// B/K take-back request and answer).
//
// Peer is the protocol: one connection, the game on it, every message
// checked (field widths and digits, moves against movegen's legal moves by
// from, to and the set of captured squares) and every read bounded by a
// deadline. A match runner can drive a Peer as one of its engines:
// RequestGame, then SendMove and ReceiveMove in turn, SendGameEnd, Close.
//
// Command is the "damaengine dxp" command (package main parses its
// flags): our search engine as initiator (--connect) or follower
// (--listen, loopback by default) on the DXP game clock, each game ended
// by movegen's rules (no legal move, FMJD draws) or by the peer's E, and
// scored; a peer that sends garbage, an illegal move, stalls past its
// clock or disconnects loses the game and the connection.
package dxp
