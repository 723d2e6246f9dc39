package main

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"slices"
	"unicode/utf16"
)

// The Windows resource types the release puts into janggi.exe.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
)

func runCheckExe(args []string) error {
	fs := flag.NewFlagSet("checkexe", flag.ContinueOnError)
	version := fs.String("version", "", "the version the program must carry in its version resource")
	name := fs.String("name", "", "the file name its version resource must give (OriginalFilename)")
	subsystem := fs.String("subsystem", "", "gui (a window, no console: -H windowsgui) or console")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := need([2]string{"version", *version}, [2]string{"name", *name}, [2]string{"subsystem", *subsystem}); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("want one .exe to check, got %d arguments", fs.NArg())
	}
	want, ok := subsystems[*subsystem]
	if !ok {
		return fmt.Errorf("-subsystem %q: want gui or console", *subsystem)
	}
	return checkExe(fs.Arg(0), exeWant{*version, *name, want})
}

// The PE subsystems: a GUI program gets no console; a console program gets one (its own when
// started from Explorer, its shell's in a terminal).
var subsystems = map[string]uint16{"gui": pe.IMAGE_SUBSYSTEM_WINDOWS_GUI, "console": pe.IMAGE_SUBSYSTEM_WINDOWS_CUI}

// exeWant is what a release's Windows program must be.
type exeWant struct {
	version, name string
	subsystem     uint16
}

// checkExe checks that the Windows program at path is of the subsystem wanted and carries the
// icon in every size of icoSizes and a version resource naming the version and its file name.
// The Go linker links a .syso only when it is in the package's folder for the right GOOS and
// GOARCH, and says nothing when it is not; this check is what notices a release without its icon,
// and a window built without -H windowsgui (a console beside the game).
func checkExe(path string, want exeWant) error {
	f, err := pe.Open(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	defer f.Close()
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		return fmt.Errorf("%s is not a 64-bit Windows program", path)
	}
	if oh.Subsystem != want.subsystem {
		return fmt.Errorf("%s is of subsystem %d, want %d (%s)", path, oh.Subsystem, want.subsystem, subsystemName(want.subsystem))
	}
	sec := f.Section(".rsrc")
	if sec == nil {
		return fmt.Errorf("%s has no resources (.rsrc section): its rsrc_windows_amd64.syso was not linked", path)
	}
	data, err := sec.Data()
	if err != nil {
		return fmt.Errorf("%s: reading .rsrc: %w", path, err)
	}
	res := resources{data: data, rva: sec.VirtualAddress}
	group, err := res.first(rtGroupIcon)
	if err != nil {
		return fmt.Errorf("%s: icon group: %w", path, err)
	}
	sizes, err := groupIconSizes(group)
	if err != nil {
		return fmt.Errorf("%s: icon group: %w", path, err)
	}
	if !slices.Equal(sizes, icoSizes) {
		return fmt.Errorf("%s: the icon has sizes %v, want %v", path, sizes, icoSizes)
	}
	icons, err := res.count(rtIcon)
	if err != nil {
		return fmt.Errorf("%s: icons: %w", path, err)
	}
	if icons != len(icoSizes) {
		return fmt.Errorf("%s: %d icon images, want %d", path, icons, len(icoSizes))
	}
	ver, err := res.first(rtVersion)
	if err != nil {
		return fmt.Errorf("%s: version: %w", path, err)
	}
	if !bytes.Contains(ver, utf16le(want.version)) {
		return fmt.Errorf("%s: the version resource does not name version %s", path, want.version)
	}
	if !bytes.Contains(ver, utf16le(want.name+"\x00")) {
		return fmt.Errorf("%s: the version resource does not name the file %s", path, want.name)
	}
	return nil
}

// subsystemName says what a PE subsystem is, for an error.
func subsystemName(s uint16) string {
	for n, v := range subsystems {
		if v == s {
			return n
		}
	}
	return "other"
}

// resources reads a PE resource section: a tree of directories (type, then name or ID, then
// language) whose leaves point at the data by its address in memory (rva).
type resources struct {
	data []byte
	rva  uint32 // the section's address in memory
}

var errShort = errors.New("the resource section is cut short")

func (r resources) u32(off uint32) (uint32, error) {
	if uint64(off)+4 > uint64(len(r.data)) {
		return 0, errShort
	}
	return binary.LittleEndian.Uint32(r.data[off:]), nil
}

func (r resources) u16(off uint32) (uint16, error) {
	if uint64(off)+2 > uint64(len(r.data)) {
		return 0, errShort
	}
	return binary.LittleEndian.Uint16(r.data[off:]), nil
}

// dir returns the entries of the directory at off: each an ID (or a name's offset, high bit set)
// and the offset of a sub-directory (high bit set) or of a data entry.
func (r resources) dir(off uint32) ([][2]uint32, error) {
	named, err := r.u16(off + 12)
	if err != nil {
		return nil, err
	}
	ids, err := r.u16(off + 14)
	if err != nil {
		return nil, err
	}
	n := int(named) + int(ids)
	var out [][2]uint32
	for i := 0; i < n; i++ {
		e := off + 16 + uint32(8*i)
		name, err := r.u32(e)
		if err != nil {
			return nil, err
		}
		to, err := r.u32(e + 4)
		if err != nil {
			return nil, err
		}
		out = append(out, [2]uint32{name, to})
	}
	return out, nil
}

// typeDir returns the offset of the directory of resources of type typ.
func (r resources) typeDir(typ uint32) (uint32, error) {
	top, err := r.dir(0)
	if err != nil {
		return 0, err
	}
	for _, e := range top {
		if e[0] == typ {
			if e[1]&0x80000000 == 0 {
				return 0, fmt.Errorf("resource type %d is not a directory", typ)
			}
			return e[1] &^ 0x80000000, nil
		}
	}
	return 0, fmt.Errorf("no resource of type %d", typ)
}

// count returns how many resources of type typ there are.
func (r resources) count(typ uint32) (int, error) {
	d, err := r.typeDir(typ)
	if err != nil {
		return 0, err
	}
	e, err := r.dir(d)
	return len(e), err
}

// first returns the data of the first resource of type typ (its first language).
func (r resources) first(typ uint32) ([]byte, error) {
	off, err := r.typeDir(typ)
	if err != nil {
		return nil, err
	}
	// Down the name and language levels to a data entry; the depth bound keeps a malformed
	// (looping) tree from running forever.
	for depth := 0; ; depth++ {
		e, err := r.dir(off)
		if err != nil {
			return nil, err
		}
		if len(e) == 0 {
			return nil, fmt.Errorf("resource type %d has an empty directory", typ)
		}
		off = e[0][1]
		if off&0x80000000 == 0 {
			break
		}
		if depth == 2 {
			return nil, fmt.Errorf("resource type %d: the tree is deeper than type, name, language", typ)
		}
		off &^= 0x80000000
	}
	at, err := r.u32(off)
	if err != nil {
		return nil, err
	}
	size, err := r.u32(off + 4)
	if err != nil {
		return nil, err
	}
	start := uint64(at) - uint64(r.rva)
	if at < r.rva || start+uint64(size) > uint64(len(r.data)) {
		return nil, fmt.Errorf("resource type %d: its data (address %#x, %d bytes) is outside the section", typ, at, size)
	}
	return r.data[start : start+uint64(size)], nil
}

// groupIconSizes reads an icon group (GRPICONDIR): six bytes of header, then per image 14 bytes
// starting with its width (0 for 256).
func groupIconSizes(g []byte) ([]int, error) {
	if len(g) < 6 || binary.LittleEndian.Uint16(g[2:]) != 1 {
		return nil, errors.New("not an icon group")
	}
	n := int(binary.LittleEndian.Uint16(g[4:]))
	if len(g) < 6+14*n {
		return nil, fmt.Errorf("icon group of %d images is cut short", n)
	}
	sizes := make([]int, n)
	for i := range sizes {
		w := int(g[6+14*i])
		if w == 0 {
			w = 256
		}
		sizes[i] = w
	}
	return sizes, nil
}

// utf16le encodes s as the UTF-16 (little-endian) text that version resources hold.
func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return b
}
