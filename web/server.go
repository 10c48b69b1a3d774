// The server: options, routes and listening.

package web

import (
	"embed"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

//go:embed static
var staticFS embed.FS

// Options configure a Server.
type Options struct {
	Variant movegen.Variant // of the first game
	// Player is the engine's settings (player.DefaultSettings and the
	// command line's); the book of each engine move is the request's.
	// The player opens the databases of a game's variant when it first
	// searches it.
	Player   player.Settings
	Openings string // folder of opening files (VARIANT*.fen or .pdn); "" for the shipped sets
	// AllowHosts are host names (without port) accepted in the Host
	// header besides localhost and loopback addresses.
	AllowHosts []string
	// MaxAnalysis bounds one live analysis (default DefaultMaxAnalysis).
	MaxAnalysis time.Duration
	// Warn receives, a line each, what the engine could not use (nil:
	// nothing is said).
	Warn func(string)
}

// DefaultMaxAnalysis is how long a live analysis runs at most.
const DefaultMaxAnalysis = 10 * time.Minute

// MaxMoveTime bounds the time of one engine move and of one position of a
// whole-game analysis.
const MaxMoveTime = time.Minute

// Server is the web application. Create it with New; it is an
// http.Handler.
type Server struct {
	opts   Options
	pl     *player.Player // its engine, shipped books and databases; used under engineMu
	mux    *http.ServeMux
	public bool // listening on a non-loopback address: IP hosts are fine

	mu   sync.Mutex // guards game, elo and levelNote
	game session
	// elo is the level of the engine's moves (0: full strength), kept
	// from game to game (fitLevel); levelNote says why it went back to 0.
	elo       int
	levelNote string

	engineMu sync.Mutex   // held by whoever searches
	waiting  atomic.Int32 // engine moves and reviews waiting for engineMu
	anMu     sync.Mutex   // guards analysis
	analysis *running     // the live analysis, nil when none
}

// New returns a server with a new engine and a game at the start of
// o.Variant.
func New(o Options) *Server {
	if o.MaxAnalysis <= 0 {
		o.MaxAnalysis = DefaultMaxAnalysis
	}
	o.Player.Book = player.Book{} // the shipped book's best moves, where an engine move asks for it
	warn := o.Warn
	if warn == nil {
		warn = func(string) {}
	}
	s := &Server{opts: o, pl: player.New(o.Player, warn)}
	s.game.reset(movegen.StartPosition(o.Variant))
	s.mux = http.NewServeMux()
	static, err := fs.Sub(staticFS, "static")
	if err != nil {
		panic(err) // the folder is embedded above
	}
	s.mux.Handle("GET /", http.FileServerFS(static))
	s.mux.HandleFunc("GET /api/state", s.handleState)
	s.mux.HandleFunc("POST /api/new", s.handleNew)
	s.mux.HandleFunc("POST /api/fen", s.handleNew)
	s.mux.HandleFunc("POST /api/move", s.handleMove)
	s.mux.HandleFunc("POST /api/undo", s.handleUndo)
	s.mux.HandleFunc("POST /api/goto", s.handleGoto)
	s.mux.HandleFunc("POST /api/engine-move", s.handleEngineMove)
	s.mux.HandleFunc("POST /api/level", s.handleLevel)
	s.mux.HandleFunc("POST /api/analyse-game", s.handleAnalyseGame)
	s.mux.HandleFunc("GET /api/analysis", s.handleAnalysis)
	s.mux.HandleFunc("POST /api/pdn", s.handlePDNImport)
	s.mux.HandleFunc("GET /api/pdn", s.handlePDNExport)
	s.mux.HandleFunc("GET /api/openings", s.handleOpenings)
	return s
}

// ServeHTTP checks the request (see guard) and routes it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !s.guard(w, r) {
		return
	}
	if strings.HasPrefix(r.URL.Path, "/api/") && !s.routed(r) {
		s.apiMiss(w, r)
		return
	}
	s.mux.ServeHTTP(w, r)
}

// routed reports whether r goes to an API handler (not to the page's
// files, nor to the mux's plain-text 404 and 405).
func (s *Server) routed(r *http.Request) bool {
	_, pattern := s.mux.Handler(r)
	return pattern != "" && pattern != "GET /"
}

// apiMiss answers an API request that no handler takes, in the API's
// JSON: 405 with Allow when the path takes other methods, else 404.
func (s *Server) apiMiss(w http.ResponseWriter, r *http.Request) {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		other := r.Clone(r.Context())
		other.Method = m
		if m != r.Method && s.routed(other) {
			allowed = append(allowed, m)
		}
	}
	if len(allowed) == 0 {
		writeError(w, http.StatusNotFound, fmt.Errorf("no API %s (docs/WEB.md lists them)", r.URL.Path))
		return
	}
	w.Header().Set("Allow", strings.Join(allowed, ", "))
	writeError(w, http.StatusMethodNotAllowed, fmt.Errorf("%s %s: use %s", r.Method, r.URL.Path, strings.Join(allowed, " or ")))
}

// Serve serves on ln until it fails. A listener on a loopback address
// accepts loopback hosts only; on another address, IP addresses too.
func (s *Server) Serve(ln net.Listener) error {
	if a, ok := ln.Addr().(*net.TCPAddr); ok && !a.IP.IsLoopback() {
		s.public = true
	}
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	return hs.Serve(ln)
}
