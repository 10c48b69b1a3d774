// Fuzzing the decoder: no panic, and what it accepts survives a round trip.

package dxp

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		"R01" + pad("Scan 2.0") + "Z005075A",
		"R01" + pad("x") + "W001000BW" + strings.Repeat("e", 45) + "wzWZe",
		"A" + pad("x") + "0",
		"M0012322800",
		"M0000324305" + "3817282718",
		"E21", "Chi", "B001W", "K2", "", "M", "R", "E9",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := Decode(b)
		if err != nil {
			if !errors.Is(err, ErrMalformed) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("Decode(%q): error %q", b, err)
			}
			return
		}
		enc, err := Encode(m)
		if err != nil {
			t.Fatalf("Decode(%q) = %+v, which does not encode: %v", b, m, err)
		}
		again, err := Decode(enc)
		if err != nil || !reflect.DeepEqual(again, m) {
			t.Fatalf("Decode(%q) = %+v, encoded %q, decoded again %+v, %v", b, m, enc, again, err)
		}
	})
}
