//go:build cgo

// The Go side of the exported functions: shim.c gives them CheckerBoard's
// names and calling convention.

package main

/*
#include "cbapi.h"
*/
import "C"

import (
	"fmt"
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

// A panic must not reach CheckerBoard, whose process it would end: each
// function recovers, says what happened where it can (the status line,
// the reply) and returns what means "nothing done".

//export cbgoGetMove
func cbgoGetMove(board *C.int, color C.int, maxtime C.double, str *C.char, playnow *C.int,
	info, moreinfo C.int, move *C.struct_CBmove) (result C.int) {
	if board == nil {
		return checkerboard.ResultUnknown
	}
	defer recovered(func(msg string) {
		if str != nil {
			writeC(str, statusSize, msg)
		}
		result = checkerboard.ResultUnknown
	})
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
	got := engine.GetMove((*checkerboard.Board)(unsafe.Pointer(board)), r, &m)
	if move != nil {
		*(*checkerboard.CBMove)(unsafe.Pointer(move)) = m
	}
	return C.int(got)
}

//export cbgoEngineCommand
func cbgoEngineCommand(command *C.char, reply *C.char) (served C.int) {
	if command == nil || reply == nil {
		return 0
	}
	defer recovered(func(msg string) {
		writeC(reply, replySize, msg)
		served = 0
	})
	answer, ok := engine.Command(readC(command, commandSize))
	writeC(reply, replySize, answer)
	if ok {
		return 1
	}
	return 0
}

//export cbgoIsLegal
func cbgoIsLegal(board *C.int, color, from, to C.int, move *C.struct_CBmove) (legal C.int) {
	if board == nil {
		return 0
	}
	defer recovered(func(string) { legal = 0 })
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

// recovered, deferred, hands a panic's message to report.
func recovered(report func(msg string)) {
	if r := recover(); r != nil {
		report(fmt.Sprintf("damaengine: internal error: %v", r))
	}
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
