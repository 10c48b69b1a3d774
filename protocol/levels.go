// The strength options: elo for people, ladder-rung for the calibration.

package protocol

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/player"
)

// eloOption is the option elo: 0 plays at full strength, a number in the
// variant's calibrated range (player.EloRange; the option's limits show 0
// to its top) at that strength.
func (s *session) eloOption() option {
	parse := func(v string) (int, error) {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return 0, fmt.Errorf("bad value %q for elo: want a whole number (%s)", hub.Clip(v), player.EloChoices(s.variant))
		}
		if n != 0 {
			if _, err := player.LevelFor(s.variant, n); err != nil {
				return 0, err
			}
		}
		return n, nil
	}
	return option{name: "elo", kind: "int",
		// 0 (full strength, the default) is in the range a GUI's spin box
		// gets; 1 up to the weakest level is refused with the range.
		bounds: func() (int, int) { _, hi, _ := player.EloRange(s.variant); return 0, hi },
		get:    func() string { return strconv.Itoa(s.elo) },
		check:  func(v string) error { _, err := parse(v); return err },
		set: func(v string) error {
			n, err := parse(v)
			if err == nil {
				s.elo = n
				if n != 0 {
					s.rung = rungNone
				}
			}
			return err
		}}
}

// rungNone is the ladder-rung value of no rung.
const rungNone = "none"

// rungOption is the option ladder-rung: one player of the calibration
// ladder or its pool (player.Ladder, player.Pool) by name, which
// `damaengine levels calibrate` plays; none plays at the level elo says.
func (s *session) rungOption() option {
	names := []string{rungNone}
	for _, r := range append(slices.Clone(player.Ladder), player.Pool...) {
		names = append(names, r.Name)
	}
	parse := func(v string) (string, error) {
		v = strings.TrimSpace(v)
		if _, ok := player.RungNamed(v); ok || v == rungNone {
			return v, nil
		}
		return "", fmt.Errorf("bad value %q for ladder-rung: want one of %s", hub.Clip(v), strings.Join(names, " "))
	}
	return option{name: "ladder-rung", kind: "enum", values: strings.Join(names, " "),
		get:   func() string { return s.rung },
		check: func(v string) error { _, err := parse(v); return err },
		set: func(v string) error {
			r, err := parse(v)
			if err == nil {
				s.rung = r
				if r != rungNone {
					s.elo = 0
				}
			}
			return err
		}}
}

// strength is the level the options ask for in the current variant.
func (s *session) strength() player.Level {
	if r, ok := player.RungNamed(s.rung); ok {
		return r.Level
	}
	if s.elo == 0 {
		return player.Level{}
	}
	l, err := player.LevelFor(s.variant, s.elo)
	if err != nil { // the variant changed under it: setVariant reported it
		return player.Level{}
	}
	return l
}

// keepEloInRange sets elo to full strength, with an error line, when the
// variant just chosen has no level at it.
func (s *session) keepEloInRange() {
	if s.elo == 0 {
		return
	}
	if _, err := player.LevelFor(s.variant, s.elo); err != nil {
		s.error(fmt.Sprintf("%v; elo set to 0 (full strength)", err))
		s.elo = 0
	}
}
