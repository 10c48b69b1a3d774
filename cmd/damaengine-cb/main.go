// Command damaengine-cb is damaengine as a CheckerBoard engine: built
// with -buildmode=c-shared for Windows (make dist, or make checkerboard),
// it is the DLL that CheckerBoard loads from its engines folder,
// damaengine64.dll for the 64-bit CheckerBoard and damaengine.dll for the
// 32-bit one (docs/CHECKERBOARD.md). The exported functions are
// getmove, enginecommand, islegal and enginename, __stdcall with
// undecorated names (shim.c), over the checkerboard package.
//
// CheckerBoard unloads an engine when the user picks another, and a Go
// runtime cannot be unloaded: the DLL pins itself in memory when it is
// loaded, so that FreeLibrary leaves it in place and a later LoadLibrary
// finds it as it was.
package main

// version is stamped by the build (-X main.version=...).
var version = "dev"

// main is not run: a c-shared build runs the package's init alone.
func main() {}
