module github.com/damaengine/damaengine

go 1.26.8

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/pkg/profile v1.7.0
	github.com/spf13/pflag v1.0.10
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/felixge/fgprof v0.9.3 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/google/pprof v0.0.0-20211214055906-6f57359322fd // indirect
)
