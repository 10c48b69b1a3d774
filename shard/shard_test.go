package shard

import "testing"

// TestParseAndOwns: "i/n" reads back as itself, bad forms are refused,
// and the n shards of a run take every item exactly once.
func TestParseAndOwns(t *testing.T) {
	if s, err := Parse("3/8"); err != nil || s != (Shard{3, 8}) || s.String() != "3/8" {
		t.Errorf("Parse(3/8) = %v, %v", s, err)
	}
	for _, bad := range []string{"", "0/2", "3/2", "1/0", "a/b", "1/2/3", "-1/2"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	for k := range 20 {
		owners := 0
		for i := 1; i <= 3; i++ {
			if (Shard{i, 3}).Owns(k) {
				owners++
			}
		}
		if owners != 1 || !Whole.Owns(k) {
			t.Errorf("item %d: %d owners of 3, whole run %v", k, owners, Whole.Owns(k))
		}
	}
}
