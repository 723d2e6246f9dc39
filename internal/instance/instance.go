// Package instance keeps one game window per autosave. The window keeps the game in progress in
// its autosave file after every move; two windows on one autosave would each write their own game
// over the other's. So the first window started on an autosave listens on a socket beside it
// (autosave.pgn.sock, a Unix-domain socket, which Windows 10 and later have too), and a later start
// on the same autosave hands that window its request, a record to open or only to be shown, and
// ends. A lock file beside it (autosave.pgn.lock) makes "is a window listening, and if not, listen"
// one step, so that two starts at once, or a start beside a socket a crashed window left, cannot
// both become the window.
package instance

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The protocol is one line each way. A request: "janggi-window 1 open "PATH"\n" (PATH quoted as
// Go quotes strings: any byte a file name may hold), or "janggi-window 1 show\n". The answer:
// "ok" (the window took it), "closing" (the window is closing: start again, and be the window),
// "busy" (the window took nothing for a while) or "error TEXT".
const (
	magic     = "janggi-window 1 "
	maxLine   = 64 << 10 // longer than any path a system allows
	ioTimeout = 10 * time.Second
	// maxSocketPath is the longest socket path every system takes: macOS and the BSDs hold 104
	// bytes with the final NUL, Linux and Windows 108.
	maxSocketPath = 103
)

// takeTimeout is how long a request waits for the window to take it; received is called when the
// window's end has read a request, before it waits (both changed by the tests only).
var (
	takeTimeout = 5 * time.Second
	received    = func() {}
)

// SocketPath and LockPath are the files beside the autosave at path.
func SocketPath(path string) string { return path + ".sock" }
func LockPath(path string) string   { return path + ".lock" }

// Server is the window's end: it hands the window what later starts ask, and keeps the socket.
type Server struct {
	ln       net.Listener
	path     string
	requests chan string
	closing  chan struct{}
	once     sync.Once
	handlers sync.WaitGroup
}

// Requests receives what later starts ask of the window, one at a time: the absolute path of a
// record to open, or "" to be shown. The window takes them in its loop; a start whose request is
// not taken within a few seconds is told the window is busy.
func (s *Server) Requests() <-chan string { return s.requests }

// Close stops listening, answers "closing" to the starts waiting, and removes the socket. The
// window closes it after its last autosave is written: a start that then becomes the window reads
// the game as it was left.
func (s *Server) Close() error {
	var err error
	s.once.Do(func() {
		close(s.closing)
		err = s.ln.Close() // a listener made by net.Listen removes its socket file
		s.handlers.Wait()
	})
	return err
}

// Claim makes this process the window of the autosave at path, or hands req (an absolute record
// path, or "" to be shown) to the window that already is and reports forwarded. The autosave's
// folder is made if it is missing. An error means neither could be done: the caller may run as a
// window that other starts cannot reach, saying so.
func Claim(path, req string) (srv *Server, forwarded bool, err error) {
	if path, err = filepath.Abs(path); err != nil { // starts in other folders find the same socket
		return nil, false, err
	}
	if sock := SocketPath(path); len(sock) > maxSocketPath {
		return nil, false, fmt.Errorf("the socket %s would be longer than the %d bytes a socket's name may have", sock, maxSocketPath)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, false, err
	}
	unlock, err := lock(LockPath(path))
	if err != nil {
		return nil, false, fmt.Errorf("locking %s: %w", LockPath(path), err)
	}
	defer unlock()
	sock := SocketPath(path)
	// A window closing answers "closing" until it has removed its socket: wait for that, a few
	// seconds at most (it is writing its last autosave).
	deadline := time.Now().Add(ioTimeout)
	for {
		c, err := net.DialTimeout("unix", sock, ioTimeout)
		if err != nil {
			if !nobodyListens(sock, err) {
				return nil, false, fmt.Errorf("reaching the window on %s: %w", sock, err)
			}
			break
		}
		answer, err := send(c, req)
		if err != nil {
			return nil, false, fmt.Errorf("the window on %s: %w", sock, err)
		}
		if answer != "closing" {
			return nil, true, nil
		}
		if time.Now().After(deadline) {
			return nil, false, fmt.Errorf("the window on %s is still closing after %v", sock, ioTimeout)
		}
		time.Sleep(50 * time.Millisecond)
	}
	// Nobody listens: a socket file left is a crashed window's, and the lock says no other start
	// is about to listen.
	if err := os.Remove(sock); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, false, err
	}
	ln, err := net.Listen("unix", sock)
	if err != nil {
		return nil, false, err
	}
	_ = os.Chmod(sock, 0o600) // only its owner may hand the window files (umask allows less already)
	s := &Server{ln: ln, path: path, requests: make(chan string), closing: make(chan struct{})}
	go s.serve()
	return s, false, nil
}

// nobodyListens reports whether a dial's error means no window listens on sock: there is no
// socket file, or nobody accepts on it (its window crashed).
func nobodyListens(sock string, err error) bool {
	if _, serr := os.Lstat(sock); errors.Is(serr, fs.ErrNotExist) {
		return true
	}
	return errors.Is(err, fs.ErrNotExist) || isRefused(err)
}

// send writes the request on c and returns the window's answer, which must be ok or closing.
func send(c net.Conn, req string) (string, error) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(ioTimeout))
	line := magic + "show\n"
	if req != "" {
		line = magic + "open " + strconv.Quote(req) + "\n"
	}
	if _, err := io.WriteString(c, line); err != nil {
		return "", err
	}
	answer, err := bufio.NewReader(io.LimitReader(c, maxLine)).ReadString('\n')
	if err != nil {
		return "", fmt.Errorf("no answer: %w", err)
	}
	answer = strings.TrimSuffix(answer, "\n")
	switch {
	case answer == "ok" || answer == "closing":
		return answer, nil
	case answer == "busy":
		return "", fmt.Errorf("it took nothing for %v: is it stuck?", takeTimeout)
	default:
		return "", fmt.Errorf("it answered %q", strings.TrimPrefix(answer, "error "))
	}
}

func (s *Server) serve() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return // closed
		}
		s.handlers.Add(1)
		go func() {
			defer s.handlers.Done()
			s.handle(c)
		}()
	}
}

// handle reads one request from c and answers it.
func (s *Server) handle(c net.Conn) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(ioTimeout))
	line, err := bufio.NewReader(io.LimitReader(c, maxLine)).ReadString('\n')
	if err != nil {
		return
	}
	req, err := parse(strings.TrimSuffix(line, "\n"))
	if err != nil {
		fmt.Fprintf(c, "error %v\n", err)
		return
	}
	received()
	timer := time.NewTimer(takeTimeout)
	defer timer.Stop()
	select {
	case s.requests <- req:
		io.WriteString(c, "ok\n")
	case <-s.closing:
		io.WriteString(c, "closing\n")
	case <-timer.C:
		io.WriteString(c, "busy\n")
	}
}

// parse reads a request line: the record's path, or "" for show.
func parse(line string) (string, error) {
	rest, ok := strings.CutPrefix(line, magic)
	if !ok {
		return "", errors.New("not a request of this version of janggi-window")
	}
	if rest == "show" {
		return "", nil
	}
	quoted, ok := strings.CutPrefix(rest, "open ")
	if !ok {
		return "", fmt.Errorf("unknown request %q", rest)
	}
	path, err := strconv.Unquote(quoted)
	if err != nil || path == "" || !filepath.IsAbs(path) {
		return "", fmt.Errorf("open wants an absolute path, not %s", quoted)
	}
	return path, nil
}
