// Package recordtest writes the records the tests of several packages read.
package recordtest

import (
	"strconv"
	"strings"
)

// Shuffle returns a .gib game of n moves all on one line: the horses going out and back, no
// capture ever, with a move number before every move. Under the rules the repetition ends it
// early; records of other sites are read on past it, as this one is, so it makes the longest
// games a record may hold.
func Shuffle(n int) []byte {
	cycle := [4]string{"08마87", "18마37", "87마08", "37마18"}
	var b strings.Builder
	b.WriteString("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n")
	for i := range n {
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString(". ")
		b.WriteString(cycle[i%4])
		b.WriteByte(' ')
	}
	b.WriteByte('\n')
	return []byte(b.String())
}
