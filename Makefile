# Build, test and measure damaengine. `make test` is what CI runs (.ci/run);
# it also checks that the newest commit touching search/ or eval/ states the
# Bench: that `damaengine bench` prints (scripts/check-bench.sh).

GO       ?= go
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS  := -X main.version=$(VERSION)
# Tested again under the race detector (short mode): search threads, the
# protocol reader, match and DXP workers.
RACE_PKGS ?= ./...
# On an x86-64 CPU with AVX2, BMI2, FMA and MOVBE, build for the v3 level:
# popcounts and bit scans then need no run-time check (search about 3-8%
# faster). Override with `make GOAMD64=v1` for a binary that runs on any
# x86-64.
GOAMD64 ?= $(shell grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw bmi2 /proc/cpuinfo && \
	grep -qw fma /proc/cpuinfo && grep -qw movbe /proc/cpuinfo && echo v3 || echo v1)
export GOAMD64
# Go's experimental SIMD package (simd/archsimd, Go 1.26) gives the
# International net AVX2 vectors (eval/netvector.go: 10% to 35% more nodes
# a second, by CPU); a build without it, or a CPU without AVX2, runs the same sums
# without vectors. Override with `make GOEXPERIMENT=` to leave it out.
GOEXPERIMENT ?= simd
export GOEXPERIMENT
# Arguments of `make perft`.
PERFT_ARGS ?= --variant italian --depth 11

# Executions (or a duration) per fuzz target: `make test` runs each target
# briefly; `make fuzz FUZZTIME=10000000x` runs them long.
FUZZTIME ?= 1000x

.PHONY: build test bench lint perft pgo clean fuzz soak cluster-test dist wine-test

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o damaengine ./cmd/damaengine

test:
	$(GO) vet ./...
	$(GO) test ./...
	GO=$(GO) scripts/check-bench.sh
	$(GO) test -race -short $(RACE_PKGS)
	FUZZTIME=$(FUZZTIME) scripts/fuzz.sh
	$(MAKE) wine-test

# Every fuzz target for FUZZTIME (figures in docs/RELIABILITY.md).
fuzz:
	FUZZTIME=$(FUZZTIME) scripts/fuzz.sh

# Hours: thousands of self-play games per variant (scripts/soak.sh,
# resumable; figures in docs/RELIABILITY.md). Not part of make test.
soak: build
	scripts/soak.sh

# Minutes, as root: a single-node Slurm on this machine (slurm-wlm and munge
# installed when missing) runs a 4-task match array and a 2-task tune gen
# array from scripts/slurm, merges and checks them, and is stopped again
# (scripts/cluster-test.sh; docs/CLUSTER.md). Not part of make test.
cluster-test: build
	scripts/cluster-test.sh

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./movegen ./bench

lint:
	@unformatted=$$(gofmt -l .); \
	if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...

perft: build
	./damaengine perft $(PERFT_ARGS)

# Profile-guided optimisation: go build uses cmd/damaengine/default.pgo by
# itself. Refresh it after large changes to the hot paths (perft of two
# variants and the search bench, merged).
pgo: build
	./damaengine perft --variant italian --depth 11 --cpuprofile pgo-1.prof > /dev/null
	./damaengine perft --variant international --depth 9 --cpuprofile pgo-2.prof > /dev/null
	./damaengine bench --cpuprofile pgo-3.prof > /dev/null
	$(GO) tool pprof -proto pgo-1.prof pgo-2.prof pgo-3.prof > cmd/damaengine/default.pgo
	rm -f pgo-1.prof pgo-2.prof pgo-3.prof

# The release builds in $(DIST): Linux amd64 and arm64, macOS arm64,
# Windows amd64 (damaengine.exe) and the CheckerBoard DLLs, with
# SHA256SUMS (scripts/dist.sh; installs the mingw-w64 cross compilers when
# missing, as root).
DIST ?= dist
dist:
	DIST=$(DIST) VERSION=$(VERSION) scripts/dist.sh

# The Windows builds of $(DIST) under Wine (wine/wine_test.go; installs
# mingw-w64 and Wine when missing, as root): the DLLs driven as
# CheckerBoard drives them, damaengine.exe in a Hub session and a DXP game
# against the Linux build, and a short match of the DLL against the Linux
# engine at equal time (WINE_MATCH_GAMES games).
WINE_MATCH_GAMES ?= 16
wine-test: dist
	scripts/windows-tools.sh test
	WINE_DIST=$(abspath $(DIST)) WINE_MATCH_GAMES=$(WINE_MATCH_GAMES) $(GO) test -tags wine -count=1 -timeout 40m -v ./wine

clean:
	rm -f damaengine
	rm -rf $(DIST)
