// Live analysis: the engine's multi-PV lines of the position on view,
// streamed as Server-Sent Events until the page closes the stream, the
// game changes or MaxAnalysis has passed.

package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// running is a live analysis: stop ends it, done is closed when its
// search has ended.
type running struct {
	stop chan struct{}
	done chan struct{}
}

// lineJSON is one line of an analysis, sent as an "info" event.
type lineJSON struct {
	MultiPV int     `json:"multipv"`
	Depth   int     `json:"depth"`
	Score   string  `json:"score"` // White's view: "+0.35", "-1.20", "White wins in 7"
	Value   float64 `json:"value"` // White's view in men, wins as ±100
	Nodes   uint64  `json:"nodes"`
	NPS     uint64  `json:"nps"`
	TimeMS  int64   `json:"timeMs"`
	PV      string  `json:"pv"`
}

// maxMultiPV bounds the lines of an analysis (the page offers 1, 3 and 5).
const maxMultiPV = 5

// parseMultiPV reads the multipv parameter: 1..maxMultiPV, 1 when absent.
func parseMultiPV(text string) (int, error) {
	if text == "" {
		return 1, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > maxMultiPV {
		return 0, fmt.Errorf("multipv %q out of range: want a whole number 1..%d", text, maxMultiPV)
	}
	return n, nil
}

// acquireEngine stops the live analysis and takes the engine; the
// caller releases it with s.engineMu.Unlock. An analysis started
// meanwhile sees the waiting count and gives way.
func (s *Server) acquireEngine() {
	s.waiting.Add(1)
	defer s.waiting.Add(-1)
	s.stopAnalysis()
	s.engineMu.Lock()
}

// stopAnalysis ends the live analysis, if any, and waits for its search
// to stop.
func (s *Server) stopAnalysis() {
	s.anMu.Lock()
	a := s.analysis
	s.analysis = nil
	s.anMu.Unlock()
	if a != nil {
		close(a.stop)
		<-a.done
	}
}

// handleAnalysis streams the analysis of the position on view:
// GET /api/analysis?multipv=N.
func (s *Server) handleAnalysis(w http.ResponseWriter, r *http.Request) {
	multiPV, err := parseMultiPV(r.URL.Query().Get("multipv"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		writeError(w, http.StatusInternalServerError, fmt.Errorf("streaming is not supported"))
		return
	}
	s.stopAnalysis()
	a := &running{stop: make(chan struct{}), done: make(chan struct{})}
	s.anMu.Lock()
	s.analysis = a
	s.anMu.Unlock()
	defer close(a.done)
	defer func() {
		s.anMu.Lock()
		if s.analysis == a {
			s.analysis = nil
		}
		s.anMu.Unlock()
	}()

	s.engineMu.Lock()
	defer s.engineMu.Unlock()
	s.mu.Lock()
	game := s.game.current()
	s.mu.Unlock()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	root := game.Position()
	if o := game.Outcome(); o.Over() {
		sendEvent(w, "done", map[string]string{"reason": "the game is over: " + o.String()})
		flusher.Flush()
		return
	}
	lines := make(chan player.Info, 256)
	onInfo := func(info player.Info) {
		select {
		case lines <- info:
		default: // the page is slow: this line is dropped, a later one follows
		}
	}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	req := player.Request{Mode: player.Analyse, Limits: player.Limits{MoveTime: s.opts.MaxAnalysis}, MultiPV: multiPV}
	done := s.pl.Go(ctx, game, req, onInfo) // full strength, whatever the level
	sendEvent(w, "start", map[string]string{"fen": root.FEN()})
	flusher.Flush()
	yield := time.NewTicker(50 * time.Millisecond)
	defer yield.Stop()
	for {
		select {
		case info := <-lines:
			sendEvent(w, "info", line(&root, info))
			flusher.Flush()
		case <-done:
			for len(lines) > 0 {
				sendEvent(w, "info", line(&root, <-lines))
			}
			sendEvent(w, "done", map[string]string{"reason": "the analysis has reached its limit"})
			flusher.Flush()
			return
		case <-yield.C:
			if s.waiting.Load() == 0 {
				continue
			}
			cancel() // an engine move or a review waits for the engine
			<-done
			sendEvent(w, "done", map[string]string{"reason": "stopped for the engine's move"})
			flusher.Flush()
			return
		case <-a.stop:
			cancel()
			<-done
			sendEvent(w, "done", map[string]string{"reason": "stopped"})
			flusher.Flush()
			return
		case <-r.Context().Done(): // the search stops with it
			<-done
			return
		}
	}
}

// sendEvent writes one event of the stream.
func sendEvent(w http.ResponseWriter, event string, v any) {
	data, _ := json.Marshal(v) // the values sent are plain structs and maps
	fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, data)
}

// line describes a search line for the page.
func line(p *movegen.Position, info player.Info) lineJSON {
	out := lineJSON{
		MultiPV: info.MultiPV, Depth: info.Depth, Nodes: info.Nodes,
		Score: player.WhiteScoreText(info.Score, p.Side), Value: player.WhiteMen(info.Score, p.Side),
		TimeMS: info.Time.Milliseconds(),
	}
	if info.Time > 0 {
		out.NPS = uint64(float64(info.Nodes) / info.Time.Seconds())
	}
	out.PV = pvText(p, info.PV)
	return out
}

// pvText writes a line of moves in PDN notation.
func pvText(p *movegen.Position, pv []movegen.Move) string {
	q := *p
	words := make([]string, 0, len(pv))
	for _, m := range pv {
		words = append(words, q.FormatPDN(m))
		q = q.Play(m)
	}
	return strings.Join(words, " ")
}
