package instance

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// autosave returns an autosave path in a folder of its own, short enough for a socket's name.
func autosave(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "jw")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return filepath.Join(dir, "cfg", "autosave.pgn") // cfg does not exist yet: Claim makes it
}

// claim claims path for req and fails the test on an error.
func claim(t *testing.T, path, req string) (*Server, bool) {
	t.Helper()
	s, fwd, err := Claim(path, req)
	if err != nil {
		t.Fatalf("Claim(%q): %v", req, err)
	}
	if s != nil {
		t.Cleanup(func() { s.Close() })
	}
	return s, fwd
}

// TestASecondStartHandsTheWindowItsRecord: the first start becomes the window and listens; the
// next ones reach it with their record, or with nothing to be shown, and end.
func TestASecondStartHandsTheWindowItsRecord(t *testing.T) {
	path := autosave(t)
	s, fwd := claim(t, path, "")
	if s == nil || fwd {
		t.Fatalf("the first start: server %v, forwarded %v; want the window", s, fwd)
	}
	if st, err := os.Stat(SocketPath(path)); err != nil || runtime.GOOS != "windows" && st.Mode().Perm() != 0o600 {
		t.Errorf("the socket: %v %v, want one only its owner may use", st, err)
	}
	got := make(chan string, 3)
	go func() {
		for r := range s.Requests() {
			got <- r
		}
	}()
	record := filepath.Join(t.TempDir(), "a \"strange\"\nname.gib") // any byte a name may hold
	for _, req := range []string{record, ""} {
		other, fwd := claim(t, path, req)
		if other != nil || !fwd {
			t.Fatalf("a second start for %q: server %v, forwarded %v; want it handed to the window", req, other, fwd)
		}
		if r := <-got; r != req {
			t.Errorf("the window was asked %q, want %q", r, req)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(SocketPath(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the closed window left its socket: %v", err)
	}
	// Once it is closed, the next start is the window.
	if next, fwd := claim(t, path, record); next == nil || fwd {
		t.Errorf("a start after the window closed: server %v, forwarded %v", next, fwd)
	}
}

// TestACrashedWindowsSocketIsTakenOver: a socket file that nobody accepts on (its window was
// killed) does not stop the next start from being the window.
func TestACrashedWindowsSocketIsTakenOver(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("leaves the socket file as a killed process would: Unix's SetUnlinkOnClose")
	}
	path := autosave(t)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: SocketPath(path), Net: "unix"})
	if err != nil {
		t.Fatal(err)
	}
	ln.SetUnlinkOnClose(false)
	ln.Close()
	if _, err := os.Lstat(SocketPath(path)); err != nil {
		t.Fatalf("the dead window's socket: %v", err)
	}
	if s, fwd := claim(t, path, ""); s == nil || fwd {
		t.Errorf("a start beside a dead window's socket: server %v, forwarded %v; want the window", s, fwd)
	}
}

// TestStartsAtOnceMakeOneWindow: of many starts at the same moment, one is the window and every
// other hands it its record.
func TestStartsAtOnceMakeOneWindow(t *testing.T) {
	path := autosave(t)
	const n = 8
	var (
		mu      sync.Mutex
		windows []*Server
		taken   = make(chan string, n)
		wg      sync.WaitGroup
	)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := filepath.Join(string(filepath.Separator), "records", string(rune('a'+i))+".gib")
			s, fwd, err := Claim(path, req)
			if err != nil || (s == nil) != fwd {
				t.Errorf("start %d: server %v, forwarded %v, %v", i, s, fwd, err)
				return
			}
			if s != nil {
				mu.Lock()
				windows = append(windows, s)
				mu.Unlock()
				go func() {
					for r := range s.Requests() {
						taken <- r
					}
				}()
			}
		}()
	}
	wg.Wait()
	if len(windows) != 1 {
		t.Fatalf("%d windows from %d starts at once, want 1", len(windows), n)
	}
	defer windows[0].Close()
	seen := map[string]bool{}
	for range n - 1 {
		seen[<-taken] = true
	}
	if len(seen) != n-1 {
		t.Errorf("the window took %d different records, want %d", len(seen), n-1)
	}
}

// TestAClosingWindowHandsOver: a start whose request reaches a window as it closes (writing its
// last autosave, no longer taking requests) waits for it to go and is the window after it.
func TestAClosingWindowHandsOver(t *testing.T) {
	path := autosave(t)
	first, _ := claim(t, path, "")
	arrived := make(chan struct{}, 1)
	received = func() { arrived <- struct{}{} }
	defer func() { received = func() {} }()
	type result struct {
		s   *Server
		fwd bool
		err error
	}
	done := make(chan result, 1)
	go func() {
		s, fwd, err := Claim(path, filepath.Join(t.TempDir(), "x.gib"))
		done <- result{s, fwd, err}
	}()
	<-arrived // the request waits for the window, which does not take it: it closes
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	r := <-done
	if r.err != nil || r.s == nil || r.fwd {
		t.Fatalf("a start that met a closing window: server %v, forwarded %v, %v; want the window", r.s, r.fwd, r.err)
	}
	r.s.Close()
}

// TestAutosavesAreOneWhateverTheFolder: a start naming the autosave from another folder reaches the
// same window; a path too long for a socket's name is an error that says so.
func TestAutosavesAreOneWhateverTheFolder(t *testing.T) {
	path := autosave(t)
	s, _ := claim(t, path, "")
	go func() {
		for range s.Requests() {
		}
	}()
	t.Chdir(filepath.Dir(filepath.Dir(path)))
	if other, fwd := claim(t, filepath.Join("cfg", "autosave.pgn"), ""); other != nil || !fwd {
		t.Errorf("a start naming the autosave from its folder's parent: server %v, forwarded %v; want it to reach the window", other, fwd)
	}
	long := filepath.Join(t.TempDir(), strings.Repeat("x", 120), "autosave.pgn")
	if _, _, err := Claim(long, ""); err == nil || !strings.Contains(err.Error(), "bytes a socket's name may have") {
		t.Errorf("an autosave %d bytes long: %v, want an error saying the socket's name is too long", len(long), err)
	}
}

// TestAStuckWindowIsReported: a window that takes nothing is reported, not waited for forever.
func TestAStuckWindowIsReported(t *testing.T) {
	takeTimeout = time.Millisecond
	defer func() { takeTimeout = 5 * time.Second }()
	path := autosave(t)
	claim(t, path, "") // the window never reads its requests
	_, fwd, err := Claim(path, "")
	if err == nil || fwd || !strings.Contains(err.Error(), "stuck") {
		t.Errorf("a start beside a stuck window: forwarded %v, %v; want an error saying so", fwd, err)
	}
}

// TestTheWindowRefusesWhatIsNoRequest: the window's end answers an error to lines that are not a
// request, and takes nothing from them.
func TestTheWindowRefusesWhatIsNoRequest(t *testing.T) {
	path := autosave(t)
	s, _ := claim(t, path, "")
	for _, line := range []string{
		"GET / HTTP/1.0", "janggi-window 2 show", "janggi-window 1 open relative.gib", "janggi-window 1 open \"\"",
		"janggi-window 1 open /unquoted.gib", "janggi-window 1 quit",
	} {
		c, err := net.Dial("unix", SocketPath(path))
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(c, line+"\n")
		answer, _ := bufio.NewReader(c).ReadString('\n')
		c.Close()
		if !strings.HasPrefix(answer, "error ") {
			t.Errorf("%q: answered %q, want an error", line, answer)
		}
	}
	select {
	case r := <-s.Requests():
		t.Errorf("the window was handed %q", r)
	default:
	}
}
