package player

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

// TestOptionsTable: every option reads back what it was set to, refuses
// values beyond its range or of the wrong kind and then leaves the
// settings as they were; the defaults pass Validate.
func TestOptionsTable(t *testing.T) {
	def := DefaultSettings()
	if err := def.Validate(); err != nil {
		t.Fatalf("the defaults: %v", err)
	}
	if def.HashMB != 64 || def.Threads != 1 || !def.Book.On || def.Params != search.DefaultParams() {
		t.Errorf("the defaults: %+v", def)
	}
	seen := map[string]bool{}
	for _, o := range Options() {
		if seen[o.Name] {
			t.Errorf("option %s listed twice", o.Name)
		}
		seen[o.Name] = true
		s := DefaultSettings()
		switch o.Kind {
		case Int:
			for _, n := range []int{o.Min, o.Max} {
				if err := o.Set(&s, " "+strconv.Itoa(n)+" "); err != nil || o.Get(&s) != strconv.Itoa(n) {
					t.Errorf("%s = %d: %v, reads %s", o.Name, n, err, o.Get(&s))
				}
			}
			before := s
			for _, bad := range []string{strconv.Itoa(o.Min - 1), strconv.Itoa(o.Max + 1), "x", ""} {
				if err := o.Set(&s, bad); err == nil || s != before {
					t.Errorf("%s = %q: taken (%v)", o.Name, bad, err)
				}
			}
		case Bool:
			if err := o.Set(&s, "FALSE"); err != nil || o.Get(&s) != "false" {
				t.Errorf("%s = FALSE: %v, reads %s", o.Name, err, o.Get(&s))
			}
			if err := o.Set(&s, "maybe"); err == nil || o.Get(&s) != "false" {
				t.Errorf("%s = maybe: taken", o.Name)
			}
		case Text:
			missing := t.TempDir() + "/missing"
			if err := o.Set(&s, missing); err == nil || !strings.Contains(err.Error(), o.Name) || o.Get(&s) != "" {
				t.Errorf("%s = a missing path: %v, reads %q", o.Name, err, o.Get(&s))
			}
		}
	}
	for _, name := range []string{"hash", "threads", "egdb-path", "egdb-pieces", "egdb-memory", "book", "book-file", "book-variety"} {
		if o, ok := OptionNamed(name); !ok || o.Expert {
			t.Errorf("option %s: found %v, expert %v", name, ok, o.Expert)
		}
	}
	for _, spec := range search.ParamSpecs {
		if o, ok := OptionNamed("tune-" + spec.Name); !ok || !o.Expert {
			t.Errorf("tune-%s: found %v, expert %v", spec.Name, ok, o.Expert)
		}
	}
	bad := DefaultSettings()
	bad.Threads = 0
	if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), "threads") {
		t.Errorf("0 threads: Validate %v", err)
	}
}

// TestPlayerSet: a change takes effect in the player (the table rounded
// to a power of two, a search parameter in its engine); an unknown name
// or a refused value changes nothing.
func TestPlayerSet(t *testing.T) {
	p, _ := newTest(Book{})
	p.engine()
	if err := p.Set("hash", "6"); err != nil {
		t.Fatal(err)
	}
	if v, _ := p.Get("hash"); v != "4" || p.eng.Params() != search.DefaultParams() {
		t.Errorf("hash 6 reads %s, want 4 (a power of two)", v)
	}
	spec := search.ParamSpecs[0]
	want := spec.Min
	if want == spec.Get(new(search.DefaultParams())) {
		want = spec.Max
	}
	if err := p.Set("tune-"+spec.Name, strconv.Itoa(want)); err != nil {
		t.Fatal(err)
	}
	if params := p.eng.Params(); spec.Get(&params) != want {
		t.Errorf("tune-%s %d: the engine has %d", spec.Name, want, spec.Get(&params))
	}
	before := p.Settings()
	for _, c := range [][2]string{{"nonsense", "1"}, {"hash", "0"}, {"threads", "many"}, {"book", "2"}} {
		if err := p.Set(c[0], c[1]); err == nil || p.Settings() != before {
			t.Errorf("set %s %s: taken (%v)", c[0], c[1], err)
		}
	}
	if _, err := p.Get("nonsense"); err == nil {
		t.Error("Get of an unknown option: no error")
	}
	if mb := tt.RoundMB(64); DefaultSettings().HashMB != mb {
		t.Errorf("the default table %d MiB is no power of two", DefaultSettings().HashMB)
	}
}

// TestRefusedValue: a refusal names its option and value; a file that
// cannot be used carries the check's reason (checked once), a value out of
// range or of the wrong kind none.
func TestRefusedValue(t *testing.T) {
	checks := 0
	book := MustOption("book-file")
	book.Check = func(string) error { checks++; return errors.New("not a book") }
	s := DefaultSettings()
	var refused RefusedValue
	if err := book.Set(&s, "x.book"); !errors.As(err, &refused) || refused.Reason == nil ||
		refused.Value != "x.book" || refused.Option.Name != "book-file" || checks != 1 {
		t.Fatalf("book-file x.book: %v (refused %+v, %d checks), want the check's reason, checked once", err, refused, checks)
	}
	for _, c := range []struct{ name, value, want string }{
		{"hash", "0", `bad value "0" for hash: want an integer in 1..`},
		{"book", "maybe", `bad value "maybe" for book: want true or false`},
	} {
		err := MustOption(c.name).Set(&s, c.value)
		if !errors.As(err, &refused) || refused.Reason != nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s %s: %v, want a refusal without a reason starting %q", c.name, c.value, err, c.want)
		}
	}
}
