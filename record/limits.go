package record

import (
	"errors"
	"fmt"
	"io"

	"janggi/internal/regfile"
)

// The limits of a record, properties of the program that docs/limits.md lists and the tests check at
// the limit and one past it. Real records are far inside them: the longest real .gib files are a
// few kilobytes and a few hundred moves; a game the window plays ends long before (the move
// limits), and a file of a club's whole archive holds some thousands of games.
const (
	// MaxFileSize is the largest record file the readers take, in bytes. A larger file is
	// refused before it is read (or, for a device or a growing file, once that many bytes are in).
	MaxFileSize = 4 << 20
	// MaxGames is the most games one file may hold; the readers keep the first MaxGames and say so.
	MaxGames = 10_000
	// MaxMoves is the most moves (of either side, passes included) one game may hold; the readers
	// keep the first MaxMoves and say so.
	MaxMoves = 200_000
)

// ErrNotRegular is the reason ReadFileData gives for a path that is not a regular file (a
// folder, a device such as /dev/zero, a named pipe), which it refuses without reading from it.
var ErrNotRegular = regfile.ErrNotRegular

// ReadFileData reads a record file from the disk: only a regular file, and at most MaxFileSize
// bytes whatever its size says (a device reads as size 0 and never ends; a named pipe would
// block until someone writes to it). Errors name path and say what is wrong.
func ReadFileData(path string) ([]byte, error) {
	f, st, err := regfile.Open(path)
	if err != nil {
		var nr *regfile.NotRegularError
		if errors.As(err, &nr) {
			return nil, &ReadError{File: path, Problem: ProblemFile, Err: nr}
		}
		return nil, err
	}
	defer f.Close()
	if st.Size() > MaxFileSize {
		return nil, tooLarge(path, st.Size())
	}
	return ReadLimited(f, path)
}

// ReadLimited reads at most MaxFileSize bytes from r and refuses a source that holds more;
// name is the file's name for the message.
func ReadLimited(r io.Reader, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, tooLarge(name, -1)
	}
	return data, nil
}

// tooLarge says a file is over MaxFileSize; size < 0 when only "more" is known.
func tooLarge(path string, size int64) error {
	var err error
	if size >= 0 {
		err = fmt.Errorf("%.1f MB: a record file is at most %d MB", float64(size)/(1<<20), MaxFileSize>>20)
	} else {
		err = fmt.Errorf("more than %d MB: a record file is at most %d MB", MaxFileSize>>20, MaxFileSize>>20)
	}
	return &ReadError{File: path, Problem: ProblemLimit, Err: err}
}
