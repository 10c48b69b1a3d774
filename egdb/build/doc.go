// Package build builds endgame databases and checks them: its one job is
// to write and verify the files that package egdb reads.
//
// A build is planned before it runs (planBuild: the units to solve, those
// on disk by kind of file, the conversions, the positions counted), then
// each unit is solved by retrograde analysis (retro.go) and written
// through egdb.WriteSlice. The slices a unit's moves lead to, finished
// before it or just written, are read through an egdb.DB made as a loader
// (egdb.Loader, DB.Add), by probes and by DB.Stored, never through the
// reader's fields. Convert writes dense files from distance files,
// Conversions the conversion files from the outcomes, Waves deals a piece
// count to many machines, and Verify checks every stored value (or a
// sample) against the values of the position's moves.
//
// The file formats stay in package egdb (see its documentation for why):
// this package uses the few exported names that write and find files.
package build
