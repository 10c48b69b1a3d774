// enginecommand: CheckerBoard's questions and settings.

package checkerboard

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/tt"
)

// The constant answers.
const (
	// GameType is CheckerBoard's number of Italian draughts.
	GameType = 22
	// ProtocolVersion is the version of the engine API served.
	ProtocolVersion = 2
	// HelpFile is the help page shipped beside the DLL (CheckerBoard
	// opens the file "help" names).
	HelpFile = "damaengine.htm"
	// Unknown is the reply to a command the engine does not serve:
	// CheckerBoard greys out the options that get it.
	Unknown = "?"
)

// Command answers one enginecommand: the reply and whether the command
// was served (the function's return value, 1 or 0). It never waits for a
// running search. Every reply is under MaxShortReply bytes but a
// movelist's, which is under MaxReply.
func (e *Engine) Command(cmd string) (string, bool) {
	verb, rest, _ := strings.Cut(strings.TrimSpace(cmd), " ")
	rest = strings.TrimSpace(rest)
	var reply string
	var err error
	switch verb {
	case "name":
		reply = "damaengine " + e.version
	case "about":
		reply = e.about()
	case "help":
		reply = HelpFile
	case "get":
		reply, err = e.get(rest)
	case "set":
		reply, err = e.set(rest)
	case "staticevaluation":
		reply, err = staticEvaluation(rest)
	default:
		return Unknown, false
	}
	switch {
	case err == errUnknown:
		return Unknown, false
	case err != nil:
		return clip("damaengine: "+err.Error(), MaxShortReply), false
	case strings.HasPrefix(reply, "movelist"):
		return reply, true
	}
	return clip(reply, MaxShortReply), true
}

// errUnknown is a get or set of a name the engine does not serve.
var errUnknown = fmt.Errorf("unknown")

// about is the reply to "about", shown in a message box.
func (e *Engine) about() string {
	lo, hi, _ := player.EloRange(movegen.Italian)
	return fmt.Sprintf("damaengine %s\nItalian draughts (Dama Italiana): alpha-beta search,\n"+
		"opening book, endgame databases, levels of %d to %d Elo.\nBSD-3-Clause licence.", e.version, lo, hi)
}

// get answers "get NAME [ARG]": a setting's value as CheckerBoard reads
// it (a bare number or path), or a fact of the engine.
func (e *Engine) get(what string) (string, error) {
	name, arg, _ := strings.Cut(what, " ")
	if name == "movelist" {
		return MoveList(arg)
	}
	o := e.Options()
	switch name {
	case "protocolversion":
		return strconv.Itoa(ProtocolVersion), nil
	case "gametype":
		return strconv.Itoa(GameType), nil
	case "hashsize":
		return strconv.Itoa(o.HashMB), nil
	case "searchthreads", "cpus":
		return strconv.Itoa(o.Threads), nil
	case "book":
		return strconv.Itoa(o.Book), nil
	case "bookfile":
		return o.BookFile, nil
	case "dbpath":
		return o.DBPath, nil
	case "dbmbytes":
		return strconv.Itoa(o.DBMB), nil
	case "max_dbpieces":
		if o.DBPieces == 0 {
			return strconv.Itoa(noPieceLimit), nil
		}
		return strconv.Itoa(o.DBPieces), nil
	case "enable_wld":
		return boolText(o.WLD), nil
	case "elo":
		return strconv.Itoa(o.Elo), nil
	}
	return "", errUnknown
}

// set applies "set NAME VALUE" from the next move on and acknowledges it.
func (e *Engine) set(what string) (string, error) {
	name, value, _ := strings.Cut(what, " ")
	value = strings.TrimSpace(value)
	if name == "gamehist" {
		return e.setHistory(value)
	}
	var apply func(o *Options, n int)
	var lo, hi int
	switch name {
	case "hashsize":
		return e.setHash(value)
	case "searchthreads", "cpus":
		lo, hi = playerRange("threads")
		apply = func(o *Options, n int) { o.Threads = n }
	case "book":
		hi, apply = 3, func(o *Options, n int) { o.Book = n }
	case "dbmbytes":
		lo, hi = playerRange("egdb-memory")
		apply = func(o *Options, n int) { o.DBMB = n }
	case "max_dbpieces":
		return e.setMaxPieces(value)
	case "check_wld_dir":
		return checkDatabases(value)
	case "enable_wld":
		hi, apply = 1, func(o *Options, n int) { o.WLD = n == 1 }
	case "elo":
		return e.setElo(value)
	case "bookfile", "dbpath":
		option := map[string]string{"bookfile": "book-file", "dbpath": "egdb-path"}[name]
		if err := player.MustOption(option).Check(value); err != nil {
			return "", err
		}
		e.mu.Lock()
		defer e.mu.Unlock()
		if name == "bookfile" {
			e.opts.BookFile = value
		} else {
			e.opts.DBPath = value
		}
		return name + " " + value, nil
	default:
		return "", errUnknown
	}
	n, err := strconv.Atoi(value)
	if err != nil || n < lo || n > hi {
		return "", fmt.Errorf("%s wants a number from %d to %d, got %q", name, lo, hi, value)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	apply(&e.opts, n)
	return name + " " + value, nil
}

// playerRange is the range of the player's Int option of that name.
func playerRange(name string) (lo, hi int) {
	o := player.MustOption(name)
	return o.Min, o.Max
}

// setHash sets the table size in MiB, in the player's range, rounded down
// to a power of two as the table is made (get hashsize then answers the
// size in use).
func (e *Engine) setHash(value string) (string, error) {
	n, err := strconv.Atoi(value)
	if lo, hi := playerRange("hash"); err != nil || n < lo || n > hi {
		return "", fmt.Errorf("hashsize wants a number from %d to %d (MiB), got %q", lo, hi, value)
	}
	mb := tt.RoundMB(n)
	e.mu.Lock()
	defer e.mu.Unlock()
	e.opts.HashMB = mb
	if mb != n {
		return fmt.Sprintf("hashsize %d (%d rounded down to a power of two)", mb, n), nil
	}
	return "hashsize " + value, nil
}

// noPieceLimit is CheckerBoard's "no limit" among the database piece
// counts it offers (24, then 10 down to 4).
const noPieceLimit = 24

// setMaxPieces sets the most pieces the databases are used for: 24 (or
// 0) for all they hold, else 2 to the most a database holds.
func (e *Engine) setMaxPieces(value string) (string, error) {
	n, err := strconv.Atoi(value)
	if err != nil || (n != 0 && n != noPieceLimit && (n < 2 || n > player.MaxEGDBPieces)) {
		return "", fmt.Errorf("max_dbpieces wants %d (no limit) or 2 to %d, got %q", noPieceLimit, player.MaxEGDBPieces, value)
	}
	if n == noPieceLimit {
		n = 0
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.opts.DBPieces = n
	return "max_dbpieces " + value, nil
}

// checkDatabases answers the WLD Check button ("set check_wld_dir DIR"):
// what the folder holds for Italian, or why it cannot be used.
func checkDatabases(dir string) (string, error) {
	text, err := player.DescribeEGDB(dir, movegen.Italian)
	if err != nil {
		return "", err
	}
	return dir + ": " + text, nil
}

// setElo sets the strength level: 0 is full strength, else an Elo of
// the Italian levels' range.
func (e *Engine) setElo(value string) (string, error) {
	n, err := strconv.Atoi(value)
	if err != nil {
		return "", fmt.Errorf("elo wants a whole number, %s; got %q", player.EloChoices(movegen.Italian), value)
	}
	if n != 0 {
		if _, err := player.LevelFor(movegen.Italian, n); err != nil {
			return "", err
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.opts.Elo = n
	if n == 0 {
		return "elo 0 (full strength)", nil
	}
	return "elo " + value, nil
}

// setHistory reads "set gamehist FEN MOVE...": the position after the
// last man move or capture and the king moves since, which end at the
// position of the next getmove.
func (e *Engine) setHistory(value string) (string, error) {
	fields := strings.Fields(value)
	if len(fields) == 0 {
		return "", fmt.Errorf("gamehist wants a FEN and moves")
	}
	b, color, err := ParseFEN(fields[0])
	if err != nil {
		return "", err
	}
	pos, err := PositionOf(&b, color)
	if err != nil {
		return "", err
	}
	g := movegen.NewGame(pos)
	for _, text := range fields[1:] {
		p := g.Position()
		m, err := p.ParseMove(text)
		if err == nil {
			err = g.PlayChecked(m)
		}
		if err != nil {
			return "", fmt.Errorf("gamehist move %q: %v", text, err)
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.hist = g
	return fmt.Sprintf("gamehist %d moves", len(fields)-1), nil
}

// staticEvaluation answers "staticevaluation FEN": the evaluation of the
// position, from White's view, in men.
func staticEvaluation(fen string) (string, error) {
	b, color, err := ParseFEN(fen)
	if err != nil {
		return "", err
	}
	pos, err := PositionOf(&b, color)
	if err != nil {
		return "", err
	}
	score := player.WhiteScore(evaluator.Evaluate(&pos), pos.Side)
	return fmt.Sprintf("static evaluation %+.2f (White's view, in men)", float64(score)/100), nil
}

// evaluator evaluates for staticevaluation: a player with no table or
// database, whose Evaluate any goroutine may call.
var evaluator = player.New(player.Settings{}, func(string) {})

// boolText writes b as 1 or 0.
func boolText(b bool) string {
	if b {
		return "1"
	}
	return "0"
}
