//go:build cgo

// The Go side of the exported functions: shim.c gives them CheckerBoard's
// names and calling convention.

package main

/*
#include "cbapi.h"
*/
import "C"

import (
	"sync/atomic"
	"unsafe"

	"github.com/damaengine/damaengine/checkerboard"
)

// The sizes of CheckerBoard's buffers.
const (
	statusSize  = 1024    // getmove's str
	replySize   = 1024    // enginecommand's reply
	commandSize = 1 << 16 // the most of enginecommand's command read: "set gamehist" runs past the 256 bytes of the API's declaration
	nameSize    = 255     // enginename's str
)

// engine is the one engine of the DLL.
var engine = checkerboard.New(version)

//export cbgoGetMove
func cbgoGetMove(board *C.int, color C.int, maxtime C.double, str *C.char, playnow *C.int,
	info, moreinfo C.int, move *C.struct_CBmove) C.int {
	if board == nil {
		return checkerboard.ResultUnknown
	}
	r := checkerboard.Request{
		Color:    int32(color),
		MaxTime:  float64(maxtime),
		Info:     int32(info),
		MoreInfo: int32(moreinfo),
		PlayNow: func() bool {
			return playnow != nil && atomic.LoadInt32((*int32)(unsafe.Pointer(playnow))) != 0
		},
		Status: func(line string) {
			if str != nil {
				writeC(str, statusSize, line)
			}
		},
	}
	var m checkerboard.CBMove
	result := engine.GetMove((*checkerboard.Board)(unsafe.Pointer(board)), r, &m)
	if move != nil {
		*(*checkerboard.CBMove)(unsafe.Pointer(move)) = m
	}
	return C.int(result)
}

//export cbgoEngineCommand
func cbgoEngineCommand(command *C.char, reply *C.char) C.int {
	if command == nil || reply == nil {
		return 0
	}
	answer, ok := engine.Command(readC(command, commandSize))
	writeC(reply, replySize, answer)
	if ok {
		return 1
	}
	return 0
}

//export cbgoIsLegal
func cbgoIsLegal(board *C.int, color, from, to C.int, move *C.struct_CBmove) C.int {
	if board == nil {
		return 0
	}
	var m checkerboard.CBMove
	if !checkerboard.IsLegal((*checkerboard.Board)(unsafe.Pointer(board)), int32(color), int32(from), int32(to), &m) {
		return 0
	}
	if move != nil {
		*(*checkerboard.CBMove)(unsafe.Pointer(move)) = m
	}
	return 1
}

//export cbgoEngineName
func cbgoEngineName(str *C.char) C.int {
	if str == nil {
		return 0
	}
	name, _ := engine.Command("name")
	writeC(str, nameSize, name)
	return 1
}

// readC reads a NUL-terminated string of at most size bytes from C.
func readC(s *C.char, size int) string {
	b := unsafe.Slice((*byte)(unsafe.Pointer(s)), size)
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

// writeC writes s, cut to size-1 bytes, and a NUL into the C buffer dst
// of size bytes.
func writeC(dst *C.char, size int, s string) {
	b := unsafe.Slice((*byte)(unsafe.Pointer(dst)), size)
	n := copy(b[:size-1], s)
	b[n] = 0
}
