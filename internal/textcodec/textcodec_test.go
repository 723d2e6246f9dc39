package textcodec

import (
	"strconv"
	"testing"
)

// TestUnmarshal sets the value to what the parser read, and keeps it on an error.
func TestUnmarshal(t *testing.T) {
	v := 7
	if err := Unmarshal(&v, strconv.Atoi, []byte("42")); err != nil || v != 42 {
		t.Errorf("Unmarshal 42: %d, %v", v, err)
	}
	if err := Unmarshal(&v, strconv.Atoi, []byte("x")); err == nil || v != 42 {
		t.Errorf("Unmarshal x: %d, %v; want 42 kept and the parser's error", v, err)
	}
}
