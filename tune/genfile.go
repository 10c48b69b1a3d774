// The file tune gen writes: a header naming the run, then per game its
// positions and a record line. Reading one back, to resume it or to merge
// the shards of a run.

package tune

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// GenHeader names a data-generation run: everything that decides its
// games, and the shard a file holds.
type GenHeader struct {
	Variant       movegen.Variant
	Games         int
	Nodes         uint64
	RandomPlies   int
	MaxPlies      int
	Seed          int64
	Openings      string // "start", or the number of openings and a hash of their FENs
	Shard, Shards int
}

// headerPrefix starts the first line of a tune gen file.
const headerPrefix = "# damaengine tune gen:"

// HeaderOf returns the header of the run cfg describes.
func HeaderOf(cfg GenConfig) GenHeader {
	h := GenHeader{Variant: cfg.Variant, Games: cfg.Games, Nodes: cfg.Nodes, RandomPlies: cfg.RandomPlies,
		MaxPlies: cfg.MaxPlies, Seed: cfg.Seed, Openings: "start", Shard: cfg.Shard, Shards: cfg.Shards}
	if h.MaxPlies <= 0 {
		h.MaxPlies = defaultMaxPlies
	}
	if h.Shards == 0 {
		h.Shard, h.Shards = 1, 1
	}
	if len(cfg.Openings) > 0 {
		sum := fnv.New64a()
		for _, p := range cfg.Openings {
			fmt.Fprintln(sum, p.FEN())
		}
		h.Openings = fmt.Sprintf("%d:%016x", len(cfg.Openings), sum.Sum64())
	}
	return h
}

// String returns the header line, without its newline.
func (h GenHeader) String() string {
	return fmt.Sprintf("%s variant=%s games=%d nodes=%d random-plies=%d max-plies=%d seed=%d openings=%s shard=%d/%d",
		headerPrefix, h.Variant, h.Games, h.Nodes, h.RandomPlies, h.MaxPlies, h.Seed, h.Openings, h.Shard, h.Shards)
}

// parseHeader reads a line written by GenHeader.String.
func parseHeader(line string) (GenHeader, error) {
	var h GenHeader
	var variant string
	_, err := fmt.Sscanf(line, headerPrefix+" variant=%s games=%d nodes=%d random-plies=%d max-plies=%d seed=%d openings=%s shard=%d/%d",
		&variant, &h.Games, &h.Nodes, &h.RandomPlies, &h.MaxPlies, &h.Seed, &h.Openings, &h.Shard, &h.Shards)
	if err == nil {
		h.Variant, err = movegen.ParseVariant(variant)
	}
	if err != nil || h.String() != line || h.Games < 1 || h.Shards < 1 || h.Shard < 1 || h.Shard > h.Shards {
		return h, fmt.Errorf("first line %q is not a tune gen header", line)
	}
	return h, nil
}

// owns reports whether game g belongs to the header's shard.
func (h GenHeader) owns(g int) bool { return g >= 0 && g < h.Games && g%h.Shards == h.Shard-1 }

// GameRecord is the line that closes a game in a tune gen file:
// "# game 17 result 0.5 positions 42 adjudicated 1". Game counts from 0.
type GameRecord struct {
	Game        int
	Result      float64 // from White's side: 1, 0.5 or 0
	Positions   int     // the lines before it that belong to the game
	Adjudicated bool
}

// recordPrefix starts a record line.
const recordPrefix = "# game "

// String returns the record line, without its newline.
func (r GameRecord) String() string {
	adj := 0
	if r.Adjudicated {
		adj = 1
	}
	return fmt.Sprintf("%s%d result %s positions %d adjudicated %d", recordPrefix, r.Game, resultText(r.Result), r.Positions, adj)
}

// parseRecord reads a line written by GameRecord.String.
func parseRecord(line string) (GameRecord, bool) {
	var r GameRecord
	var res string
	var adj int
	_, err := fmt.Sscanf(line, recordPrefix+"%d result %s positions %d adjudicated %d", &r.Game, &res, &r.Positions, &adj)
	r.Adjudicated = adj == 1
	if err != nil || (res != "1" && res != "0" && res != "0.5") {
		return r, false
	}
	r.Result, _ = strconv.ParseFloat(res, 64)
	return r, r.String() == line
}

// GenFile is a tune gen file read back.
type GenFile struct {
	Header GenHeader
	Games  map[int][]byte // each finished game's lines, its record line last
	Stats  GenStats       // of the finished games
	// Valid is the length of the file up to the end of its last finished
	// game; what follows is a game cut short by a kill.
	Valid int64
}

// ReadGenFile reads a file written by tune gen: its header, and every game
// closed by its record line. Lines after the last record are a game cut
// short and are left out (Valid says where they start). A record that does
// not match the lines before it, a game outside the header's shard or a
// game twice is an error naming the line.
func ReadGenFile(r io.Reader) (*GenFile, error) {
	br := bufio.NewReader(r)
	first, err := br.ReadString('\n')
	if !strings.HasSuffix(first, "\n") {
		if err == nil || err == io.EOF {
			err = errors.New("no tune gen header line (an empty file, or written before tune gen kept game records)")
		}
		return nil, err
	}
	h, err := parseHeader(strings.TrimSuffix(first, "\n"))
	if err != nil {
		return nil, err
	}
	return readGames(br, h, int64(len(first)))
}

// readGames reads the games of a file whose header line (headerLen bytes)
// br has read: games of the run h, each closed by its record line.
func readGames(br *bufio.Reader, h GenHeader, headerLen int64) (*GenFile, error) {
	f := &GenFile{Header: h, Games: map[int][]byte{}, Valid: headerLen}
	var block bytes.Buffer
	var results []string
	offset := f.Valid
	for n := 2; ; n++ {
		line, err := br.ReadString('\n')
		if !strings.HasSuffix(line, "\n") {
			if err == io.EOF {
				return f, nil
			}
			return nil, err
		}
		offset += int64(len(line))
		block.WriteString(line)
		text := strings.TrimSuffix(line, "\n")
		if !strings.HasPrefix(text, recordPrefix) {
			res, _, _ := strings.Cut(text, " ")
			results = append(results, res)
			continue
		}
		rec, ok := parseRecord(text)
		switch {
		case !ok:
			return nil, fmt.Errorf("line %d: %q is not a game record", n, text)
		case !h.owns(rec.Game):
			return nil, fmt.Errorf("line %d: game %d is not one of shard %d/%d of %d games", n, rec.Game, h.Shard, h.Shards, h.Games)
		case f.Games[rec.Game] != nil:
			return nil, fmt.Errorf("line %d: game %d is in the file twice", n, rec.Game)
		case rec.Positions != len(results):
			return nil, fmt.Errorf("line %d: game %d has %d position lines, its record says %d", n, rec.Game, len(results), rec.Positions)
		}
		for _, res := range results {
			if res != resultText(rec.Result) {
				return nil, fmt.Errorf("line %d: game %d has a position labelled %q, its result is %s", n, rec.Game, res, resultText(rec.Result))
			}
		}
		f.Games[rec.Game] = bytes.Clone(block.Bytes())
		f.Stats.add(rec)
		f.Valid = offset
		block.Reset()
		results = results[:0]
	}
}

// Missing returns how many games of the file's shard it does not hold.
func (f *GenFile) Missing() int {
	n := 0
	for g := f.Header.Shard - 1; g < f.Header.Games; g += f.Header.Shards {
		if f.Games[g] == nil {
			n++
		}
	}
	return n
}

// MergeGenFiles checks that files are every shard of one run, each
// complete, and writes the run's header (as shard 1/1) and its games in
// game order to w: the file an unsharded run with one worker writes.
// names name the files in errors.
func MergeGenFiles(files []*GenFile, names []string, w io.Writer) (GenStats, error) {
	var stats GenStats
	if len(files) == 0 {
		return stats, errors.New("nothing to merge")
	}
	run := files[0].Header
	run.Shard, run.Shards = 1, 1
	byShard := make([]*GenFile, files[0].Header.Shards)
	for i, f := range files {
		h := f.Header
		h.Shard, h.Shards = 1, 1
		switch {
		case h != run:
			return stats, fmt.Errorf("%s is from another run than %s: %q against %q", names[i], names[0], f.Header, files[0].Header)
		case f.Header.Shards != files[0].Header.Shards:
			return stats, fmt.Errorf("%s is shard %d/%d, %s one of %d", names[i], f.Header.Shard, f.Header.Shards, names[0], files[0].Header.Shards)
		case byShard[f.Header.Shard-1] != nil:
			return stats, fmt.Errorf("%s and %s are both shard %d/%d", names[slices.Index(files, byShard[f.Header.Shard-1])], names[i], f.Header.Shard, f.Header.Shards)
		case f.Missing() > 0:
			return stats, fmt.Errorf("%s lacks %d of its games: run its shard again with --resume", names[i], f.Missing())
		}
		byShard[f.Header.Shard-1] = f
		stats = AddStats(stats, f.Stats)
	}
	if n := files[0].Header.Shards; len(files) != n {
		return stats, fmt.Errorf("%d files for %d shards: every shard 1..%d is needed once", len(files), n, n)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, run)
	for g := range run.Games {
		bw.Write(byShard[g%len(byShard)].Games[g])
	}
	return stats, bw.Flush()
}

// AddStats returns the sum of two runs' counts.
func AddStats(a, b GenStats) GenStats {
	return GenStats{Games: a.Games + b.Games, Positions: a.Positions + b.Positions, WhiteWins: a.WhiteWins + b.WhiteWins,
		BlackWins: a.BlackWins + b.BlackWins, Draws: a.Draws + b.Draws, Adjudicated: a.Adjudicated + b.Adjudicated}
}
