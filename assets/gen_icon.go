//go:build ignore

// gen_icon draws the window icon, icon.png: an ivory octagonal counter with 將 in red, set with
// the embedded serif font. Run from the repository root: go run assets/gen_icon.go
package main

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"log"
	"math"
	"os"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

const size = 256

func octagon(r *vector.Rasterizer, cx, cy, radius float32) {
	for i := 0; i < 8; i++ {
		a := math.Pi/8 + float64(i)*math.Pi/4
		x, y := cx+radius*float32(math.Cos(a)), cy+radius*float32(math.Sin(a))
		if i == 0 {
			r.MoveTo(x, y)
		} else {
			r.LineTo(x, y)
		}
	}
	r.ClosePath()
}

func fill(dst *image.RGBA, c color.Color, path func(r *vector.Rasterizer)) {
	r := vector.NewRasterizer(size, size)
	path(r)
	r.Draw(dst, dst.Bounds(), image.NewUniform(c), image.Point{})
}

func main() {
	data, err := os.ReadFile("assets/fonts/NotoSerifCJKkr-Bold-Subset.otf")
	if err != nil {
		log.Fatal(err)
	}
	f, err := sfnt.Parse(data)
	if err != nil {
		log.Fatal(err)
	}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), image.Transparent, image.Point{}, draw.Src)
	c := float32(size) / 2
	fill(img, color.RGBA{90, 60, 30, 255}, func(r *vector.Rasterizer) { octagon(r, c, c+4, c-6) })
	fill(img, color.RGBA{200, 170, 120, 255}, func(r *vector.Rasterizer) { octagon(r, c, c, c-6) })
	fill(img, color.RGBA{250, 242, 222, 255}, func(r *vector.Rasterizer) { octagon(r, c, c, c-16) })
	// The red ring: a red octagon with a smaller ivory one on top.
	fill(img, color.RGBA{190, 30, 30, 255}, func(r *vector.Rasterizer) { octagon(r, c, c, c-26) })
	fill(img, color.RGBA{250, 242, 222, 255}, func(r *vector.Rasterizer) { octagon(r, c, c, c-32) })

	var buf sfnt.Buffer
	gi, err := f.GlyphIndex(&buf, '將')
	if err != nil || gi == 0 {
		log.Fatalf("no glyph for 將: %v", err)
	}
	ppem := fixed.I(128)
	segs, err := f.LoadGlyph(&buf, gi, ppem, nil)
	if err != nil {
		log.Fatal(err)
	}
	b := segs.Bounds()
	ox := c - float32(b.Min.X+b.Max.X)/128
	oy := c - float32(b.Min.Y+b.Max.Y)/128
	pt := func(p fixed.Point26_6) (float32, float32) { return ox + float32(p.X)/64, oy + float32(p.Y)/64 }
	fill(img, color.RGBA{190, 30, 30, 255}, func(r *vector.Rasterizer) {
		for _, s := range segs {
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				r.MoveTo(pt(s.Args[0]))
			case sfnt.SegmentOpLineTo:
				r.LineTo(pt(s.Args[0]))
			case sfnt.SegmentOpQuadTo:
				x1, y1 := pt(s.Args[0])
				x2, y2 := pt(s.Args[1])
				r.QuadTo(x1, y1, x2, y2)
			case sfnt.SegmentOpCubeTo:
				x1, y1 := pt(s.Args[0])
				x2, y2 := pt(s.Args[1])
				x3, y3 := pt(s.Args[2])
				r.CubeTo(x1, y1, x2, y2, x3, y3)
			}
		}
	})
	var out bytes.Buffer
	if err := png.Encode(&out, img); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("assets/icon.png", out.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}
