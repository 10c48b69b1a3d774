package protocol

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// stopPositions are searched in turn: starts and middle games of the three
// variants.
var stopPositions = []struct{ variant, fen string }{
	{"italian", "W:W21-32:B1-12"},
	{"italian", "W:W17,19,21,22,24,25,26,27,28,29,30,31:B1,2,3,4,5,6,7,9,10,12,13,16"},
	{"international", "W:W31-50:B1-20"},
	{"international", "W:W25,27,28,30,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,23"},
	{"dameo", "W:Wa1,b1,c1,d1,e1,f1,g1,h1,b2,c2,d2,e2,f2,g2,c3,d3,e3,f3:Ba8,b8,c8,d8,e8,f8,g8,h8,b7,c7,d7,e7,f7,g7,c6,d6,e6,f6"},
}

// BenchmarkStopLatency measures how long a GUI waits for done after stop:
// each iteration starts an analysis or a ponder search, lets it run a
// random 1 to 40 ms, sends stop and times the done line as the GUI reads
// it. Reported: the median, the 99th percentile and the worst, in ms.
//
//	go test -run '^$' -bench StopLatency -benchtime 1000x ./protocol
func BenchmarkStopLatency(b *testing.B) {
	for _, threads := range []int{1, 2} {
		for _, mode := range []string{"analyze", "ponder"} {
			b.Run(fmt.Sprintf("threads=%d/%s", threads, mode), func(b *testing.B) {
				benchStops(b, threads, mode)
			})
		}
	}
}

func benchStops(b *testing.B, threads int, mode string) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		Run(inR, outW, withSettings(16, threads, false, ""))
		outW.Close()
	}()
	type line struct {
		text string
		at   time.Time
	}
	lines := make(chan line, 1<<16)
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			lines <- line{sc.Text(), time.Now()}
		}
		close(lines)
	}()
	send := func(s string) { io.WriteString(inW, s+"\n") }
	waitFor := func(prefix string) time.Time {
		for l := range lines {
			if strings.HasPrefix(l.text, "error") {
				b.Fatalf("engine: %s", l.text)
			}
			if strings.HasPrefix(l.text, prefix) {
				return l.at
			}
		}
		b.Fatal("engine output ended")
		return time.Time{}
	}
	defer inW.Close()
	send("init")
	waitFor("ready")
	rng := rand.New(rand.NewPCG(uint64(threads), 7))
	var ms []float64
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		p := stopPositions[i%len(stopPositions)]
		v, err := movegen.ParseVariant(p.variant)
		if err != nil {
			b.Fatal(err)
		}
		pos, err := movegen.ParseFEN(v, p.fen)
		if err != nil {
			b.Fatal(err)
		}
		send("set-param name=variant value=" + p.variant)
		send("pos pos=" + pos.HubString())
		send("go " + mode)
		time.Sleep(time.Duration(1+rng.IntN(40)) * time.Millisecond)
		sent := time.Now()
		send("stop")
		ms = append(ms, float64(waitFor("done").Sub(sent).Microseconds())/1000)
	}
	b.StopTimer()
	slices.Sort(ms)
	b.ReportMetric(ms[len(ms)/2], "p50-ms")
	b.ReportMetric(ms[min(len(ms)-1, len(ms)*99/100)], "p99-ms")
	b.ReportMetric(ms[len(ms)-1], "max-ms")
}
