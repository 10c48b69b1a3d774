package egdb_test

import (
	"os"
	"testing"

	"github.com/damaengine/damaengine/egdb/egdbtest"
)

func TestMain(m *testing.M) { os.Exit(egdbtest.Main(m)) }
