// The web command: play and analyse in a browser (package web).

package main

import (
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/web"
)

func runWeb(e *env, args []string) error {
	const usage = "damaengine web [--listen 127.0.0.1:8080] [--open] [--variant V] [--hash MB] [--threads T] [--openings DIR] [--allow-host NAME] [--egdb DIR]"
	fs := newFlagSet("web")
	listen := fs.String("listen", "127.0.0.1:8080", "address to serve on; a non-loopback address serves the whole network")
	open := fs.Bool("open", false, "open the page in the default browser")
	variant := fs.StringP("variant", "v", "italian", "variant of the first game: "+movegen.VariantNames())
	openingDir := fs.String("openings", "", "folder of opening files (VARIANT*.fen or .pdn) offered for new games (default: the shipped sets)")
	allow := fs.StringSlice("allow-host", nil, "host names accepted in requests besides localhost (repeatable)")
	pf := registerPlayerFlags(fs, false, "hash", "threads", "egdb")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	set, err := pf.settings()
	if err != nil {
		return err
	}
	if err := checkOpeningDir(*openingDir, e.stderr); err != nil {
		return err
	}
	if err := checkListenAddr(*listen); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return err
	}
	srv := web.New(web.Options{Variant: v, Player: set, Openings: *openingDir, AllowHosts: *allow, Warn: e.warn})
	url := "http://" + ln.Addr().String() + "/"
	fmt.Fprintf(e.stdout, "damaengine web: serving %s (Ctrl-C stops)\n", url)
	if a, ok := ln.Addr().(*net.TCPAddr); ok && !a.IP.IsLoopback() {
		fmt.Fprintf(e.stderr, "damaengine web: warning: %s is reachable from other machines\n", ln.Addr())
	}
	if *open {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(e.stderr, "damaengine web: cannot open a browser: %v\n", err)
		}
	}
	return srv.Serve(ln)
}

// checkOpeningDir refuses an --openings folder that does not exist or
// holds no opening file that loads for any variant, and warns of each
// opening file that does not load ("" is the shipped sets: fine).
func checkOpeningDir(dir string, stderr io.Writer) error {
	if dir == "" {
		return nil
	}
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return usagef("--openings %s: no such folder (give a folder of opening files, or leave the flag out for the shipped sets)", dir)
	}
	fsys, usable := os.DirFS(dir), 0
	for _, v := range movegen.Variants {
		names, err := openings.Files(fsys, v)
		if err != nil {
			return usagef("--openings %s: %v", dir, err)
		}
		for _, name := range names {
			if _, err := openings.LoadFile(fsys, name, v); err != nil {
				fmt.Fprintf(stderr, "damaengine web: warning: --openings %s: %v\n", dir, err)
				continue
			}
			usable++
		}
	}
	if usable == 0 {
		return usagef("--openings %s: no opening file for any variant (want files such as italian-*.fen, international-*.pdn or dameo-*.fen)", dir)
	}
	return nil
}

// checkListenAddr refuses, as bad input, an address that is not HOST:PORT
// with a port number (or a service name) that TCP knows. One that is well
// formed but cannot be listened on (taken, not this machine's) is the
// work's failure.
func checkListenAddr(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err == nil {
		_, err = net.LookupPort("tcp", port)
	}
	if err != nil {
		return usagef("bad --listen %q: want HOST:PORT, such as 127.0.0.1:8080", addr)
	}
	return nil
}

// openBrowser asks the desktop to open url.
func openBrowser(url string) error {
	name := "xdg-open"
	switch runtime.GOOS {
	case "darwin":
		name = "open"
	case "windows":
		return exec.Command("rundll32", "url.dll,FileProtocolHandler", url).Start()
	}
	return exec.Command(name, url).Start()
}
