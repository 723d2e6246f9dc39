package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

const iconPNG = "../../assets/icon.png"

// gameIcon returns the game's icon (iconPNG), or fails the test.
func gameIcon(t *testing.T) image.Image {
	t.Helper()
	src, err := loadIcon(iconPNG)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// gameICO writes the game's icon as an .ico in dir and returns its path, or fails the test.
func gameICO(t *testing.T, dir string) string {
	t.Helper()
	ico, err := makeICO(gameIcon(t))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "janggi.ico")
	if err := os.WriteFile(path, ico, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// icoImage is one image of an .ico as the test reads it back.
type icoImage struct {
	size int
	png  bool
	img  *image.NRGBA
	mask []bool // from the AND mask: true where the pixel is transparent (BMP images only)
}

// decodeICO reads an .ico independently of encodeICO, following the format's description.
func decodeICO(t *testing.T, data []byte) []icoImage {
	t.Helper()
	le := binary.LittleEndian
	if len(data) < 6 || le.Uint16(data[0:]) != 0 || le.Uint16(data[2:]) != 1 {
		t.Fatalf("not an icon file: header % x", data[:min(6, len(data))])
	}
	n := int(le.Uint16(data[4:]))
	var out []icoImage
	for i := 0; i < n; i++ {
		e := data[6+16*i:]
		size := int(e[0])
		if size == 0 {
			size = 256
		}
		if int(e[1]) != int(e[0]) || le.Uint16(e[4:]) != 1 || le.Uint16(e[6:]) != 32 {
			t.Fatalf("image %d: entry % x: want square, 1 plane, 32 bits", i, e[:16])
		}
		length, offset := int(le.Uint32(e[8:])), int(le.Uint32(e[12:]))
		body := data[offset : offset+length]
		im := icoImage{size: size}
		if bytes.HasPrefix(body, []byte("\x89PNG")) {
			p, err := png.Decode(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("image %d: %v", i, err)
			}
			nrgba, ok := p.(*image.NRGBA)
			if !ok {
				t.Fatalf("image %d: PNG decodes to %T, want 8-bit RGBA", i, p)
			}
			im.png, im.img = true, nrgba
		} else {
			if le.Uint32(body) != 40 || int(le.Uint32(body[4:])) != size || int(le.Uint32(body[8:])) != 2*size {
				t.Fatalf("image %d: BITMAPINFOHEADER % x: want size 40, %d wide, %d high (colour and mask)", i, body[:12], size, 2*size)
			}
			im.img = image.NewNRGBA(image.Rect(0, 0, size, size))
			im.mask = make([]bool, size*size)
			px := body[40:]
			maskRow := (size + 31) / 32 * 4
			mask := px[size*size*4:]
			if len(mask) != maskRow*size {
				t.Fatalf("image %d: mask of %d bytes, want %d", i, len(mask), maskRow*size)
			}
			for y := 0; y < size; y++ {
				row := size - 1 - y // rows are stored bottom-up
				for x := 0; x < size; x++ {
					p := px[(row*size+x)*4:]
					im.img.SetNRGBA(x, y, color.NRGBA{R: p[2], G: p[1], B: p[0], A: p[3]})
					im.mask[y*size+x] = mask[row*maskRow+x/8]&(0x80>>(x%8)) != 0
				}
			}
		}
		out = append(out, im)
	}
	return out
}

// TestICO makes the Windows icon from the game's icon and reads it back: every size is there,
// BMP images hold exactly the scaled pixels with a mask that marks the transparent ones, the
// corners (outside the octagonal counter) are transparent and the middle is opaque.
func TestICO(t *testing.T) {
	src := gameIcon(t)
	data, err := makeICO(src)
	if err != nil {
		t.Fatal(err)
	}
	got := decodeICO(t, data)
	if len(got) != len(icoSizes) {
		t.Fatalf("%d images, want %d", len(got), len(icoSizes))
	}
	for i, im := range got {
		s := icoSizes[i]
		if im.size != s || im.img.Bounds().Dx() != s {
			t.Errorf("image %d is %d px, want %d", i, im.size, s)
			continue
		}
		if im.png != (s == 256) {
			t.Errorf("%d px: stored as PNG %v, want PNG only for 256", s, im.png)
		}
		if !bytes.Equal(im.img.Pix, scaleIcon(src, s).Pix) {
			t.Errorf("%d px: the pixels read back differ from those written", s)
		}
		for y := 0; y < s && im.mask != nil; y++ {
			for x := 0; x < s; x++ {
				if im.mask[y*s+x] != (im.img.NRGBAAt(x, y).A == 0) {
					t.Fatalf("%d px: mask at (%d,%d) is %v, alpha %d", s, x, y, im.mask[y*s+x], im.img.NRGBAAt(x, y).A)
				}
			}
		}
		if a := im.img.NRGBAAt(0, 0).A; a != 0 {
			t.Errorf("%d px: corner alpha %d, want transparent", s, a)
		}
		if c := im.img.NRGBAAt(s/2, s/2); c.A != 255 {
			t.Errorf("%d px: middle %v, want opaque", s, c)
		}
	}
	// A second opinion from ImageMagick's reader, where it is installed (scripts/deps.sh test).
	if testenv.Has(t, testenv.RequireTools, "Debian package imagemagick", "identify") {
		path := filepath.Join(t.TempDir(), "janggi.ico")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("identify", "-format", "%w ", path).Output()
		if err != nil {
			t.Fatalf("identify: %v", err)
		}
		if want := strings.Trim(fmt.Sprint(icoSizes), "[]") + " "; string(out) != want {
			t.Errorf("identify reads sizes %q, want %q", out, want)
		}
	}
}

func TestEncodeICORejects(t *testing.T) {
	for _, r := range []image.Rectangle{image.Rect(0, 0, 16, 24), image.Rect(0, 0, 512, 512)} {
		if _, err := encodeICO([]*image.NRGBA{image.NewNRGBA(r)}); err == nil {
			t.Errorf("encodeICO accepted a %v image", r.Size())
		}
	}
}

// TestLoadIconRejects checks that a drawing too small or not square is refused with its size.
func TestLoadIconRejects(t *testing.T) {
	dir := t.TempDir()
	for _, r := range []image.Rectangle{image.Rect(0, 0, 128, 128), image.Rect(0, 0, 300, 256)} {
		var buf bytes.Buffer
		if err := png.Encode(&buf, image.NewNRGBA(r)); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, fmt.Sprintf("%dx%d.png", r.Dx(), r.Dy()))
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := loadIcon(path)
		if want := fmt.Sprintf("is %d×%d", r.Dx(), r.Dy()); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("loadIcon(%s): %v, want an error saying it %s", path, err, want)
		}
	}
	notPNG := filepath.Join(dir, "icon.png")
	os.WriteFile(notPNG, []byte("GIF89a"), 0o644)
	if _, err := loadIcon(notPNG); err == nil || !strings.Contains(err.Error(), notPNG) {
		t.Errorf("loadIcon of a GIF: %v, want an error naming the file", err)
	}
}

// TestHicolor writes the Linux icon theme's files and checks each one's size, and that a second
// run refuses to overwrite them.
func TestHicolor(t *testing.T) {
	src := gameIcon(t)
	dir := t.TempDir()
	if err := writeHicolor(dir, src); err != nil {
		t.Fatal(err)
	}
	for _, s := range hicolorSizes {
		path := filepath.Join(dir, fmt.Sprintf("%dx%d/apps/janggi.png", s, s))
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != s || cfg.Height != s {
			t.Errorf("%s: %dx%d (%v), want %dx%d", path, cfg.Width, cfg.Height, err, s, s)
		}
	}
	if err := writeHicolor(dir, src); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("second writeHicolor: %v, want a refusal to overwrite", err)
	}
}
