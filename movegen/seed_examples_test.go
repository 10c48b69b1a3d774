// Unit tests for every concrete example of RULES.md and the seed texts, with positions built from their descriptions.

package movegen_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// seedCase is one example: a position, its exact legal moves, and the
// positions some of them lead to.
type seedCase struct {
	name    string
	variant movegen.Variant
	fen     string
	from    string      // if set, only the moves of the pieces on these squares are compared
	moves   string      // "22-18", "29x6:26,18,10" (captured squares after the colon)
	plays   [][2]string // a move and the FEN of the position after it
}

// seedParseMoves reads the expected moves of a case.
func seedParseMoves(t *testing.T, v movegen.Variant, s string) []refMove {
	t.Helper()
	square := func(name string) movegen.Square {
		sq, err := v.ParseSquare(name)
		if err != nil {
			t.Fatalf("bad expected move %q: %v", s, err)
		}
		return sq
	}
	var out []refMove
	for _, text := range strings.Fields(s) {
		var m refMove
		path, caps, capture := strings.Cut(text, ":")
		sep := "-"
		if capture {
			sep = "x"
			for _, c := range strings.Split(caps, ",") {
				m.captured |= 1 << uint(square(c))
			}
		}
		from, to, ok := strings.Cut(path, sep)
		if !ok {
			t.Fatalf("bad expected move %q", text)
		}
		m.from, m.to = square(from), square(to)
		out = append(out, m)
	}
	return out
}

// seedKeep keeps the moves that start on one of the given squares.
func seedKeep(t *testing.T, v movegen.Variant, moves []refMove, from string) []refMove {
	t.Helper()
	if from == "" {
		return moves
	}
	var squares []movegen.Square
	for _, f := range strings.Fields(from) {
		sq, err := v.ParseSquare(f)
		if err != nil {
			t.Fatalf("bad square %q: %v", f, err)
		}
		squares = append(squares, sq)
	}
	var out []refMove
	for _, m := range moves {
		if slices.Contains(squares, m.from) {
			out = append(out, m)
		}
	}
	return out
}

func seedFormat(v movegen.Variant, ms []refMove) []string {
	var out []string
	for _, m := range refSorted(ms) {
		out = append(out, m.format(v))
	}
	return out
}

func (c seedCase) run(t *testing.T) {
	v := c.variant
	p, err := movegen.ParseFEN(v, c.fen)
	if err != nil {
		t.Fatal(err)
	}
	var l, scratch movegen.MoveList
	p.Generate(&l)
	var got []refMove
	for _, m := range l.Slice() {
		got = append(got, refMoveOf(v, m))
	}
	want := seedParseMoves(t, v, c.moves)
	board := refFromPosition(p)
	if g := seedKeep(t, v, got, c.from); !slices.Equal(refSorted(g), refSorted(want)) {
		t.Errorf("%s: movegen gives %v, want %v", c.fen, seedFormat(v, g), seedFormat(v, want))
	}
	if r := seedKeep(t, v, board.legalMoves(), c.from); !slices.Equal(refSorted(r), refSorted(want)) {
		t.Errorf("%s: the reference gives %v, want %v", c.fen, seedFormat(v, r), seedFormat(v, want))
	}
	if n := p.CountMoves(&scratch); n != l.N {
		t.Errorf("%s: CountMoves = %d, Generate lists %d", c.fen, n, l.N)
	}
	if capture := l.N > 0 && l.Moves[0].IsCapture(); p.HasCapture() != capture {
		t.Errorf("%s: HasCapture = %v, want %v", c.fen, p.HasCapture(), capture)
	}
	for _, play := range c.plays {
		m := seedParseMoves(t, v, play[0])[0]
		i := slices.Index(got, m)
		if i < 0 {
			t.Errorf("%s: %s is not generated", c.fen, m.format(v))
			continue
		}
		q := p.Play(l.Moves[i])
		after, err := movegen.ParseFEN(v, play[1])
		if err != nil {
			t.Fatal(err)
		}
		if q.Pieces != after.Pieces || q.Kings != after.Kings || q.Side != after.Side || q.Key != after.Key {
			t.Errorf("%s: after %s got %s, want %s", c.fen, m.format(v), q.FEN(), after.FEN())
		}
	}
}

// Square names used below. Italian: 1..32 from Black's corner, 1 = a8,
// 29 = b1, 32 = h1. International: 1 = b10, 46 = a1. Dameo: a1..h8.

var italianSeedCases = []seedCase{
	{
		// RULES.md and seed 000, figure 3: "La pedina bianca nella casella 29
		// deve catturare le pedine 26, 18 e 10, terminando la sua corsa nella
		// casella 6" - the white man on 29 must take 26, 18 and 10 and ends on
		// 6 (29x22x13x6); it is not promoted there. The white man on 12 could
		// take only one piece.
		name: "seed 000 fig 3: 29x22x13x6", variant: movegen.Italian,
		fen:   "W:W12,29:B7,10,18,26",
		moves: "29x6:26,18,10",
		plays: [][2]string{{"29x6:26,18,10", "B:W6,12:B7"}},
	},
	{
		// Seed 000, figure 3: "la pedina nera in casella 7 deve catturare la
		// pedina che si trova in casella 12, terminando la sua mossa nella
		// casella 16" - the black man on 7 must take 12 and ends on 16.
		name: "seed 000 fig 3: black 7x16", variant: movegen.Italian,
		fen:   "B:W12,29:B7,10,18,26",
		moves: "7x16:12",
		plays: [][2]string{{"7x16:12", "W:W29:B10,16,18,26"}},
	},
	{
		// Seed 000, figure 4: "La pedina nella casella 14: a) non può catturare
		// la dama che si trova nella casella 10; b) non può catturare
		// all'indietro la pedina che si trova nella casella 19; c) non può
		// catturare le pedine 11 e 7 perché dietro ad ogni pedina catturata
		// deve esserci una casella libera" - the man on 14 may not take the
		// king on 10, may not take 19 backwards, and may not take 11 with 7
		// behind it. So it has no move at all; a second white man on 30 (not in
		// the figure) shows that White still has its quiet moves.
		name: "seed 000 fig 4: a man may not take a king", variant: movegen.Italian,
		fen:   "W:W14,30:BK10,7,11,19",
		moves: "30-26 30-27",
	},
	{
		// Seed 000, figure 2: "Le pedine nere 8 e 17 hanno una sola
		// possibilità di movimento, perché si trovano sul bordo del
		// tavoliere. Le pedine bianche 18 e 22 hanno anch'esse una sola
		// possibilità di movimento ... Le pedine 9, 13 e 32 sono bloccate" -
		// black 8 and 17 have one move each (board edge), white 18 and 22 one
		// each (one free square in front), 9, 13 and 32 are blocked. Built
		// with White 18, 22, 28, 32 and Black 8, 9, 13, 17.
		name: "seed 000 fig 2: white men", variant: movegen.Italian,
		fen:   "W:W18,22,28,32:B8,9,13,17",
		moves: "18-14 22-19 28-23 28-24",
	},
	{
		// Seed 000, figure 2, Black to move (see above).
		name: "seed 000 fig 2: black men", variant: movegen.Italian,
		fen:   "B:W18,22,28,32:B8,9,13,17",
		moves: "8-12 17-21",
	},
	{
		// Seed 000, figures 5 and 6: "la pedina che si trova nella casella 6
		// può promuovere a dama muovendo nella casella 2 o nella casella 3.
		// Se muove nella casella 3 non può immediatamente catturare la pedina
		// nera che si trova nella casella 7: deve infatti attendere che il
		// Nero faccia la sua mossa" - the man on 6 promotes on 2 or 3; on 3 it
		// may not take 7 at once: the turn passes to Black.
		name: "seed 000 fig 5: promotion ends the move", variant: movegen.Italian,
		fen:   "W:W6:B7",
		moves: "6-2 6-3",
		plays: [][2]string{{"6-3", "B:WK3:B7"}, {"6-2", "B:WK2:B7"}},
	},
	{
		// Seed 000, figure 6: after 6-3 Black moves; a black man may not take
		// the new king anyway.
		name: "seed 000 fig 6: Black moves after the promotion", variant: movegen.Italian,
		fen:   "B:WK3:B7",
		moves: "7-11 7-12",
	},
	{
		// Seed 000, figure 7: "le possibilità di movimento di due dame che si
		// trovano nelle caselle 10 e 27" - kings on 10 and 27 step one
		// square in all four diagonal directions.
		name: "seed 000 fig 7: king steps", variant: movegen.Italian,
		fen:   "W:WK10,K27:B",
		moves: "10-5 10-6 10-13 10-14 27-22 27-23 27-30 27-31",
	},
	{
		// Seed 000, figures 8 and 11: "la dama bianca nella casella 14 è
		// obbligata a catturare la dama nera della casella 10" - the white
		// king on 14 can take forwards, backwards, a king or men, and must
		// take the king on 10 (rule 3, most kings).
		name: "seed 000 fig 8/11: the king must take the king", variant: movegen.Italian,
		fen:   "W:WK14:BK10,11,19",
		moves: "14x5:10",
		plays: [][2]string{{"14x5:10", "B:WK5:B11,19"}},
	},
	{
		// Seed 000, figure 9 (rule e): "è obbligatorio catturare con la
		// pedina (cattura di tre pezzi)" - the man taking three beats the
		// king taking one.
		name: "seed 000 fig 9: most pieces first", variant: movegen.Italian,
		fen:   "W:W29,K32:B10,18,26,28",
		moves: "29x6:10,18,26",
	},
	{
		// Seed 000, figure 10 (rule f): "è obbligatoria la presa con la dama
		// (23x30x21)" - with equal counts the king must capture: the king on
		// 23 takes 27 and 26, the man on 24 could take 20 and 11.
		name: "seed 000 fig 10: 23x30x21 with the king", variant: movegen.Italian,
		fen:   "W:W24,K23:B11,20,26,27",
		moves: "23x21:26,27",
	},
	{
		// RULES.md rule 4 and seed 000, figure 12 (rule h): "è obbligatorio
		// muovere 30x21x14x5 perché nella sequenza di sinistra la dama nera si
		// presenta prima" - 30x21x14x5 (kings 1st and 2nd) beats 30x23x16x7
		// (kings 1st and 3rd).
		name: "seed 000 fig 12: the king met earliest", variant: movegen.Italian,
		fen:   "W:WK30:BK26,K27,K18,20,10,K12",
		moves: "30x5:26,18,10",
		plays: [][2]string{{"30x5:26,18,10", "B:WK5:BK12,20,K27"}},
	},
	{
		// RULES.md rule 4: "Some engines break this tie differently when two
		// or more kings are taken, e.g. {1st,4th} against {2nd,3rd}; we follow
		// the text: compare from the first king on." The king on 9 runs round
		// a loop taking K5, 6, 14, K13 (kings 1st and 4th, either way round);
		// the king on 29 takes 26, K27, K28, 20 (kings 2nd and 3rd).
		name: "RULES rule 4: {1st,4th} beats {2nd,3rd}", variant: movegen.Italian,
		fen:   "W:WK9,K29:BK5,6,K13,14,20,26,K27,K28",
		moves: "9x9:5,6,13,14",
	},
	{
		// Seed 000, figure 13 (rule i): "la dama può scegliere
		// indifferentemente una delle due prese possibili" - with everything
		// equal the king chooses freely.
		name: "seed 000 fig 13: free choice", variant: movegen.Italian,
		fen:   "W:WK14:B10,11",
		moves: "14x5:10 14x7:11",
	},
	{
		// RULES.md, common rules: "A piece may pass over the same empty square
		// several times". The king on 14 takes 11, 12, 20 and 19 round a loop
		// and lands on its own start square; both ways round are one move.
		name: "RULES: a capture may end on its start square", variant: movegen.Italian,
		fen:   "W:WK14:B11,12,19,20",
		moves: "14x14:11,12,19,20",
		plays: [][2]string{{"14x14:11,12,19,20", "B:WK14:B"}},
	},
	{
		// Seed 003, diagram 3: "nel Diagramma 3 il Bianco ha mosso 23-19" -
		// 23-19 is one of White's seven opening moves.
		name: "seed 003 diagram 3: the opening moves", variant: movegen.Italian,
		fen:   "W:W21-32:B1-12",
		moves: "21-17 21-18 22-18 22-19 23-19 23-20 24-20",
		plays: [][2]string{{"23-19", "B:W19,21,22,24-32:B1-12"}},
	},
	{
		// Seed 003, diagram 4: "Quando però una pedina arriva alla riga di
		// dama, deve fermarsi anche se potrebbe effettuare una presa
		// all'indietro ... la pedina bianca è obbligata a effettuare la presa
		// multipla 27x18x9x2" - a man reaching the last row stops even if it
		// could go on capturing backwards (as a king it could take 6 next).
		name: "seed 003 diagram 4: 27x18x9x2 stops on the last row", variant: movegen.Italian,
		fen:   "W:W27:B5,6,13,22",
		moves: "27x2:22,13,5",
		plays: [][2]string{{"27x2:22,13,5", "B:WK2:B6"}},
	},
	{
		// Seed 003, diagram 6: "il Bianco muove e, pur non essendo stata
		// catturata nemmeno una pedina, non potendo effettuare alcuna mossa,
		// perde" - a side with every piece blocked has no move (and loses).
		name: "seed 003 diagram 6: blocked", variant: movegen.Italian,
		fen:   "W:W32:B23,28",
		moves: "",
	},
}

var internationalSeedCases = []seedCase{
	{
		// RULES.md: "Black starts on 1..20, White on 31..50"; White moves
		// first with nine moves.
		name: "RULES: the opening moves", variant: movegen.International,
		fen:   "W:W31-50:B1-20",
		moves: "31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30",
	},
	{
		// RULES.md: "Kings are flying: they move any distance along a diagonal
		// through empty squares"; a piece on the edge cannot be taken (no
		// square behind it).
		name: "RULES: a flying king", variant: movegen.International,
		fen:   "W:WK46:B5",
		moves: "46-41 46-37 46-32 46-28 46-23 46-19 46-14 46-10",
	},
	{
		// RULES.md and seed 004: "men capture forward and backward"; "È
		// obbligatorio catturare il maggior numero possibile di pedine" - the
		// man on 23 must take 29 and 39 backwards rather than 18 forwards.
		name: "seed 004: majority rule, backward capture", variant: movegen.International,
		fen:   "W:W23:B18,29,39",
		moves: "23x43:29,39",
		plays: [][2]string{{"23x43:29,39", "B:W43:B18"}},
	},
	{
		// RULES.md and seed 004: "A man is promoted only if it ends its move
		// on the far row; a man that passes through the far row during a
		// capture and leaves it stays a man" ("Se raggiunge il bordo, ma ha la
		// possibilità di muoversi all'indietro, deve farlo e non verrà
		// promossa") - 13x2x11 leaves a man on 11.
		name: "seed 004: passing the far row stays a man", variant: movegen.International,
		fen:   "W:W13:B7,8",
		moves: "13x11:7,8",
		plays: [][2]string{{"13x11:7,8", "B:W11:B"}},
	},
	{
		// The same man ending on the far row is promoted.
		name: "seed 004: ending on the far row promotes", variant: movegen.International,
		fen:   "W:W13:B8",
		moves: "13x2:8",
		plays: [][2]string{{"13x2:8", "B:WK2:B"}},
	},
	{
		// RULES.md: "Captured pieces are removed only when the whole move is
		// done (they stay on the board as obstacles during the move and cannot
		// be jumped twice)" (seed 004: "le pedine vengono rimosse solo al
		// termine di tutti i movimenti"). The king on 46 takes 37, 22 and 21
		// (46x28x17x26); to go on to 42 it would have to pass 37 again, which
		// still stands, so 42 is safe.
		name: "RULES: captured pieces block a king", variant: movegen.International,
		fen:   "W:WK46:B21,22,37,42",
		moves: "46x26:37,22,21",
		plays: [][2]string{{"46x26:37,22,21", "B:WK26:B42"}},
	},
}

var dameoSeedCases = []seedCase{
	{
		// Seed 001: "Le pedine muovono di una sola casella per volta
		// ortogonalmente e diagonalmente, ma solo in avanti ... le possibilità
		// di movimento di una pedina bianca in f2 e di una pedina nera in c6" -
		// men step straight or diagonally forward.
		name: "seed 001: a white man on f2", variant: movegen.Dameo,
		fen:   "W:Wf2:Bc6",
		moves: "f2-f3 f2-e3 f2-g3",
	},
	{
		// Seed 001: the black man on c6 (see above).
		name: "seed 001: a black man on c6", variant: movegen.Dameo,
		fen:   "B:Wf2:Bc6",
		moves: "c6-c5 c6-b5 c6-d5",
	},
	{
		// Seed 001 and RULES.md: "la fila di pedine nere c8-c7-c6 avanza di
		// una casella, riposizionandosi in c7-c6-c5" - Black's line c8-c7-c6
		// moves to c7-c6-c5, written c8-c5; every part of the line ending at
		// its head is a line too (c7-c5).
		name: "seed 001: black line move c8-c5", variant: movegen.Dameo,
		fen:   "B:Wd2,e3:Bc8,c7,c6",
		moves: "c8-c5 c8-b7 c8-d7 c7-c5 c7-b6 c7-d6 c6-c5 c6-b5 c6-d5",
		plays: [][2]string{{"c8-c5", "W:Wd2,e3:Bc7,c6,c5"}},
	},
	{
		// Seed 001: "la fila di pedine bianche d2-e3 avanza di una casella,
		// riposizionandosi in e3-f4" - the diagonal line d2-e3 moves to
		// e3-f4, written d2-f4.
		name: "seed 001: white diagonal line move d2-f4", variant: movegen.Dameo,
		fen:   "W:Wd2,e3:Bc8,c7,c6",
		moves: "d2-d3 d2-c3 d2-f4 e3-e4 e3-d4 e3-f4",
		plays: [][2]string{{"d2-f4", "B:We3,f4:Bc8,c7,c6"}},
	},
	{
		// RULES.md: "A king, an enemy piece or the edge ends the run and
		// blocks the move" - the men on c3 and c4 cannot advance straight
		// past their own king on c5.
		name: "RULES: a king blocks a line", variant: movegen.Dameo,
		fen:   "W:Wc3,c4,Kc5:B",
		from:  "c3 c4",
		moves: "c3-b4 c3-d4 c4-b5 c4-d5",
	},
	{
		// RULES.md: an enemy piece blocks the line too (c6 behind c5 leaves
		// no capture).
		name: "RULES: an enemy piece blocks a line", variant: movegen.Dameo,
		fen:   "W:Wc3,c4:Bc5,c6",
		moves: "c3-b4 c3-d4 c4-b5 c4-d5",
	},
	{
		// RULES.md: "Captures are orthogonal only (never diagonal)" - the man
		// on d4 does not take e5 diagonally.
		name: "RULES: no diagonal capture", variant: movegen.Dameo,
		fen:   "W:Wd4:Be5",
		moves: "d4-d5 d4-c5",
	},
	{
		// Seed 001: "La pedina in b6 può catturare in b4, in d6 oppure in b8"
		// - the man on b6 takes backwards to b4, sideways to d6 or forwards to
		// b8; ending on the far row it is promoted.
		name: "seed 001: the man on b6", variant: movegen.Dameo,
		fen:   "W:Wb6:Bb5,c6,b7",
		moves: "b6xb4:b5 b6xd6:c6 b6xb8:b7",
		plays: [][2]string{{"b6xb8:b7", "B:WKb8:Bb5,c6"}, {"b6xb4:b5", "B:Wb4:Bc6,b7"}},
	},
	{
		// Seed 001: "La pedina in e2 cattura i tre pezzi avversari con la
		// mossa e2xe4xg4xg6" - the man on e2 takes three pieces.
		name: "seed 001: e2xe4xg4xg6", variant: movegen.Dameo,
		fen:   "W:We2:Be3,f4,g5",
		moves: "e2xg6:e3,f4,g5",
		plays: [][2]string{{"e2xg6:e3,f4,g5", "B:Wg6:B"}},
	},
	{
		// Seed 001: "la pedina in a6 giunge sulla base avversaria catturando
		// la pedina in a7; avendo altre catture da effettuare, anche
		// all'indietro, non viene promossa a dama, ma deve continuare a
		// catturare i pezzi in b8, d8 ed e7, terminando la propria corsa
		// nella casella e6, rimanendo pedina" - the man reaches the far row
		// mid-capture, goes on through b8, d8 and e7 and stays a man on e6.
		name: "seed 001: mid-capture on the far row stays a man", variant: movegen.Dameo,
		fen:   "W:Wa6:Ba7,b8,d8,e7,Kg8",
		moves: "a6xe6:a7,b8,d8,e7",
		plays: [][2]string{{"a6xe6:a7,b8,d8,e7", "B:We6:BKg8"}},
	},
	{
		// Seed 001: "se non ci fosse la pedina in e7, la pedina terminerebbe
		// la sua corsa in e8, e solo in quel momento verrebbe promossa a dama
		// ... non potrebbe pertanto catturare immediatamente la dama in g8"
		// - without e7 it ends on e8, is promoted, and the move ends without
		// taking the king on g8.
		name: "seed 001: ending on the far row promotes", variant: movegen.Dameo,
		fen:   "W:Wa6:Ba7,b8,d8,Kg8",
		moves: "a6xe8:a7,b8,d8",
		plays: [][2]string{{"a6xe8:a7,b8,d8", "B:WKe8:BKg8"}},
	},
	{
		// Seed 001: "la dama cattura i pezzi in f6, d7 e b5, terminando la
		// propria corsa in una qualsiasi delle caselle b1, b2, b3, b4" - a
		// flying king (here from f2) takes f6, d7 and b5 and may stop on any
		// of b1..b4.
		name: "seed 001: flying king f6, d7, b5", variant: movegen.Dameo,
		fen:   "W:WKf2:Bf6,d7,b5",
		moves: "f2xb1:f6,d7,b5 f2xb2:f6,d7,b5 f2xb3:f6,d7,b5 f2xb4:f6,d7,b5",
		plays: [][2]string{{"f2xb3:f6,d7,b5", "B:WKb3:B"}},
	},
	{
		// Seed 001 and RULES.md: "bisogna prendere laddove si cattura il
		// maggior numero di pezzi avversari, indipendentemente dalla qualità
		// dei pezzi presi e di quello che prende" - the man taking two men
		// beats the king taking a king.
		name: "seed 001: majority regardless of kings", variant: movegen.Dameo,
		fen:   "W:Wa2,Kh1:Ba3,a5,Kh3",
		moves: "a2xa6:a3,a5",
	},
}

func TestSeedExamples(t *testing.T) {
	for _, cases := range [][]seedCase{italianSeedCases, internationalSeedCases, dameoSeedCases} {
		for _, c := range cases {
			t.Run(c.name, c.run)
		}
	}
}
