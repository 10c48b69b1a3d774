// Limits through the protocol: node counts from one go to the next.

package protocol

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestNodeLevelEveryGo: at any number of threads, each go's info lines
// count that search's nodes from 0, within 5% of the level's limit. The
// second search once began with the first one's count and stopped at once,
// without an info line.
func TestNodeLevelEveryGo(t *testing.T) {
	limits := []uint64{600_000, 60_000, 60_000}
	if testing.Short() {
		limits = []uint64{100_000, 10_000, 10_000}
	}
	for _, threads := range []int{1, 2, 4} {
		t.Run(fmt.Sprintf("threads=%d", threads), func(t *testing.T) {
			c := open(t, movegen.International)
			c.send("set-param name=threads value=" + strconv.Itoa(threads))
			for k, limit := range limits {
				c.setPos(c.pos)
				c.send(fmt.Sprintf("level nodes=%d", limit))
				c.send("go think")
				var counts []uint64
				for l := c.next(); lineName(l) != "done"; l = c.next() {
					cmd, _ := parseLine(l)
					n, err := strconv.ParseUint(mustValue(t, l, cmd, "nodes"), 10, 64)
					if err != nil {
						t.Fatalf("%q: bad nodes", l)
					}
					counts = append(counts, n)
				}
				if len(counts) == 0 {
					t.Errorf("search %d (%d nodes): no info line", k+1, limit)
				}
				for j, n := range counts {
					if n > limit+limit/20 || j > 0 && n < counts[j-1] {
						t.Errorf("search %d (%d nodes): info counts %v", k+1, limit, counts)
						break
					}
				}
			}
		})
	}
}
