package main

import (
	"fmt"
	"io"
	"path/filepath"

	"janggi/internal/instance"
)

// claimWindow makes this window the one of its autosave, which later starts hand their records
// to (p.opts.Requests), or hands this start's record, or the request to be shown, to the window
// that already is, and reports forwarded: this start then has nothing more to do. Two windows on
// one autosave would each write their own game over the other's. A benchmark, or a window that
// keeps no autosave, is a window of its own. Where the socket cannot be made the window runs on,
// unreachable, and says so.
func claimWindow(p *playSetup, errOut io.Writer) (srv *instance.Server, forwarded bool, err error) {
	if p.opts.Bench != nil || p.opts.Autosave == "" {
		return nil, false, nil
	}
	req := ""
	if p.openPath != "" {
		if req, err = filepath.Abs(p.openPath); err != nil { // the window's folder is not this start's
			return nil, false, err
		}
	}
	srv, forwarded, err = instance.Claim(p.opts.Autosave, req)
	switch {
	case err != nil:
		fmt.Fprintf(errOut, "janggi: later starts cannot reach this window, and would open windows of their own: %v\n", err)
		return nil, false, nil
	case forwarded && req != "":
		fmt.Fprintf(errOut, "janggi: the Janggi window already open opens %s (one window keeps the game in progress in %s; --autosave FILE starts another)\n", req, p.opts.Autosave)
	case forwarded:
		fmt.Fprintf(errOut, "janggi: a Janggi window is already open: it was asked to come forward (one window keeps the game in progress in %s; --autosave FILE starts another)\n", p.opts.Autosave)
	default:
		p.opts.Requests = srv.Requests()
	}
	return srv, forwarded, nil
}
