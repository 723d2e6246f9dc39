package main

import (
	"encoding/binary"
	"slices"
	"testing"
)

// rsrcDir appends a resource directory with the given (id, offset) entries to b.
func rsrcDir(b []byte, entries ...[2]uint32) []byte {
	le := binary.LittleEndian
	b = append(b, make([]byte, 12)...)
	b = le.AppendUint16(b, 0)
	b = le.AppendUint16(b, uint16(len(entries)))
	for _, e := range entries {
		b = le.AppendUint32(b, e[0])
		b = le.AppendUint32(b, e[1])
	}
	return b
}

// TestResourcesHandMade reads a resource section laid out by hand as the PE format describes:
// type 14 → name 1 → language 0x409 → a data entry pointing at an icon group of two images.
func TestResourcesHandMade(t *testing.T) {
	le := binary.LittleEndian
	const rva = 0x5000
	const sub = 0x80000000
	var b []byte
	b = rsrcDir(b, [2]uint32{rtGroupIcon, sub | 24}) // 0: the types
	b = rsrcDir(b, [2]uint32{1, sub | 48})           // 24: the names
	b = rsrcDir(b, [2]uint32{0x409, 72})             // 48: the languages
	b = le.AppendUint32(b, rva+88)                   // 72: the data entry
	b = le.AppendUint32(b, 6+2*14)
	b = append(b, make([]byte, 8)...)
	b = append(b, 0, 0, 1, 0, 2, 0) // 88: GRPICONDIR, two images
	b = append(b, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 1, 0)
	b = append(b, 0, 0, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 2, 0)
	r := resources{data: b, rva: rva}
	g, err := r.first(rtGroupIcon)
	if err != nil {
		t.Fatal(err)
	}
	sizes, err := groupIconSizes(g)
	if err != nil || !slices.Equal(sizes, []int{16, 256}) {
		t.Errorf("icon sizes %v (%v), want [16 256]", sizes, err)
	}
	if n, err := r.count(rtGroupIcon); n != 1 || err != nil {
		t.Errorf("count: %d (%v), want 1", n, err)
	}
	if _, err := r.first(rtVersion); err == nil {
		t.Error("found a version resource in a section without one")
	}
	// The same tree pointing its data outside the section, and cut short.
	le.PutUint32(b[72:], rva+4000)
	if _, err := r.first(rtGroupIcon); err == nil {
		t.Error("accepted data outside the section")
	}
	if _, err := (resources{data: b[:40], rva: rva}).first(rtGroupIcon); err == nil {
		t.Error("accepted a cut-short section")
	}
	// A directory that names itself as its sub-directory must not loop.
	loop := rsrcDir(nil, [2]uint32{rtGroupIcon, sub})
	if _, err := (resources{data: loop}).first(rtGroupIcon); err == nil {
		t.Error("accepted a looping tree")
	}
}

// FuzzResources checks that no resource section, however malformed, makes the reader panic.
func FuzzResources(f *testing.F) {
	f.Add(rsrcDir(nil, [2]uint32{rtGroupIcon, 0x80000000 | 24}), uint32(0))
	f.Add([]byte{}, uint32(0x1000))
	f.Fuzz(func(t *testing.T, data []byte, rva uint32) {
		r := resources{data: data, rva: rva}
		if g, err := r.first(rtGroupIcon); err == nil {
			groupIconSizes(g)
		}
		r.count(rtIcon)
	})
}
