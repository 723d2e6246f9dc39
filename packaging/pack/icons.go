package main

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"golang.org/x/image/draw"
)

// icoSizes are the sizes in the Windows icon: 16 and 24 for lists and the title bar, 32 and 48
// for the desktop and Alt+Tab, 64 for HiDPI lists, 256 for large icon views.
var icoSizes = []int{16, 24, 32, 48, 64, 256}

// hicolorSizes are the sizes put in the Linux icon theme (share/icons/hicolor/NxN/apps).
var hicolorSizes = []int{16, 24, 32, 48, 64, 128, 256}

// iconName is the icon's name in the icon theme, which janggi.desktop's Icon= key names.
const iconName = "janggi"

func runIcons(args []string) error {
	fs := flag.NewFlagSet("icons", flag.ContinueOnError)
	src := fs.String("src", "", "the icon drawing: a square PNG of at least 256×256 (assets/icon.png)")
	ico := fs.String("ico", "", "the Windows icon to write")
	hicolor := fs.String("hicolor", "", "the folder to write the hicolor PNGs into (NxN/apps/janggi.png)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := need([2]string{"src", *src}, [2]string{"ico", *ico}, [2]string{"hicolor", *hicolor}); err != nil {
		return err
	}
	img, err := loadIcon(*src)
	if err != nil {
		return err
	}
	data, err := makeICO(img)
	if err != nil {
		return err
	}
	if err := writeNew(*ico, data, 0o644); err != nil {
		return err
	}
	return writeHicolor(*hicolor, img)
}

// loadIcon reads the icon drawing, which must be square and at least as large as the largest
// icon, so that no size is made by enlarging.
func loadIcon(path string) (image.Image, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	b := img.Bounds()
	if b.Dx() != b.Dy() || b.Dx() < 256 {
		return nil, fmt.Errorf("%s is %d×%d; want a square of at least 256×256", path, b.Dx(), b.Dy())
	}
	return img, nil
}

// scaleIcon returns img at size×size. Catmull-Rom on premultiplied colour keeps the small sizes
// sharp without dark fringes where the counter meets the transparent background.
func scaleIcon(img image.Image, size int) *image.NRGBA {
	r := image.Rect(0, 0, size, size)
	pm := image.NewRGBA(r)
	if img.Bounds().Dx() == size {
		draw.Draw(pm, r, img, img.Bounds().Min, draw.Src)
	} else {
		draw.CatmullRom.Scale(pm, r, img, img.Bounds(), draw.Src, nil)
	}
	out := image.NewNRGBA(r)
	draw.Draw(out, r, pm, image.Point{}, draw.Src)
	return out
}

// makeICO returns the Windows icon of img in every size of icoSizes.
func makeICO(img image.Image) ([]byte, error) {
	var imgs []*image.NRGBA
	for _, s := range icoSizes {
		imgs = append(imgs, scaleIcon(img, s))
	}
	return encodeICO(imgs)
}

// encodeICO writes a Windows icon file holding imgs. Sizes under 256 are stored as 32-bit BMPs,
// which every Windows version and every resource tool reads; 256 is stored as PNG, as Windows
// (Vista and later) expects for that size.
func encodeICO(imgs []*image.NRGBA) ([]byte, error) {
	var entries, images bytes.Buffer
	le := binary.LittleEndian
	offset := 6 + 16*len(imgs)
	for _, img := range imgs {
		w, h := img.Bounds().Dx(), img.Bounds().Dy()
		if w != h || w < 1 || w > 256 {
			return nil, fmt.Errorf("icon image %d×%d: want a square of 1 to 256 pixels", w, h)
		}
		var data []byte
		if w == 256 {
			var buf bytes.Buffer
			if err := png.Encode(&buf, img); err != nil {
				return nil, err
			}
			data = buf.Bytes()
		} else {
			data = icoBMP(img)
		}
		// ICONDIRENTRY: width and height (0 means 256), colour count, reserved, planes,
		// bits per pixel, size of the image data and its offset in the file.
		entries.Write([]byte{byte(w), byte(h), 0, 0})
		entries.Write(le.AppendUint16(nil, 1))
		entries.Write(le.AppendUint16(nil, 32))
		entries.Write(le.AppendUint32(nil, uint32(len(data))))
		entries.Write(le.AppendUint32(nil, uint32(offset)))
		offset += len(data)
		images.Write(data)
	}
	// ICONDIR: reserved, type 1 (icon), number of images.
	out := le.AppendUint16(nil, 0)
	out = le.AppendUint16(out, 1)
	out = le.AppendUint16(out, uint16(len(imgs)))
	out = append(out, entries.Bytes()...)
	return append(out, images.Bytes()...), nil
}

// icoBMP encodes img as an icon's BMP: a BITMAPINFOHEADER whose height counts both the colour
// rows and the mask rows, the BGRA rows bottom-up, then the 1-bit AND mask (set where the pixel
// is fully transparent, for programs that ignore the alpha channel), rows padded to 4 bytes.
func icoBMP(img *image.NRGBA) []byte {
	le := binary.LittleEndian
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	maskRow := (w + 31) / 32 * 4
	out := le.AppendUint32(nil, 40)
	out = le.AppendUint32(out, uint32(w))
	out = le.AppendUint32(out, uint32(2*h))
	out = le.AppendUint16(out, 1)  // planes
	out = le.AppendUint16(out, 32) // bits per pixel
	out = le.AppendUint32(out, 0)  // BI_RGB
	out = le.AppendUint32(out, uint32(w*h*4+maskRow*h))
	out = append(out, make([]byte, 16)...) // resolution and palette: unused
	for y := h - 1; y >= 0; y-- {
		for x := 0; x < w; x++ {
			c := img.NRGBAAt(x, y)
			out = append(out, c.B, c.G, c.R, c.A)
		}
	}
	for y := h - 1; y >= 0; y-- {
		row := make([]byte, maskRow)
		for x := 0; x < w; x++ {
			if img.NRGBAAt(x, y).A == 0 {
				row[x/8] |= 0x80 >> (x % 8)
			}
		}
		out = append(out, row...)
	}
	return out
}

// writeHicolor writes the icon theme's PNGs under dir: NxN/apps/janggi.png for every size.
func writeHicolor(dir string, img image.Image) error {
	for _, s := range hicolorSizes {
		var buf bytes.Buffer
		if err := png.Encode(&buf, scaleIcon(img, s)); err != nil {
			return err
		}
		d := filepath.Join(dir, fmt.Sprintf("%dx%d", s, s), "apps")
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
		if err := writeNew(filepath.Join(d, iconName+".png"), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}
