// Package wine holds the tests of the Windows builds under Wine, run by
// make wine-test on the files of make dist (go test -tags wine, with
// WINE_DIST naming them): the CheckerBoard DLLs, 64-bit and 32-bit,
// driven by a CheckerBoard stand-in of our own (testdata/harness.c),
// damaengine.exe in a Hub session and in a DXP game against the Linux
// build, and a short match of the DLL against the Linux engine at equal
// time. Debian's Wine 8.0 lacks bcryptprimitives.dll, which the Go
// runtime loads at start: the tests put a stand-in of their own
// (testdata/bcryptprimitives.c) in the Wine prefix.
package wine
