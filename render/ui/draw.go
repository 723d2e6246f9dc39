package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// whitePixel is the source image of every vector fill: one white pixel, away from the edges of
// its image so that antialiasing never samples outside it.
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// NewPainted returns a new image of w×h pixels (at least 1×1) with what paint drew on it. Once
// antialiased shapes were drawn on an image, Ebitengine keeps beside it, for as long as the image
// lives, an offscreen buffer of twice its width and height (four times its pixels): the board's
// picture at 1200×900 kept one of 16 MB (a 2048×2048 texture), each counter one of 256 KB. So paint
// draws on a scratch image, which is copied into the new one and freed with its buffer.
func NewPainted(w, h int, paint func(img *ebiten.Image)) *ebiten.Image {
	return NewPaintedBands(w, h, h, func(img *ebiten.Image, _ int) { paint(img) })
}

// NewPaintedBands is NewPainted for large pictures: it paints the picture in horizontal bands of
// at most band rows, each on a scratch image of its own, so that the antialiasing buffer, whose
// size is that of the part of its image the shapes cover, is never larger than a band (twice its
// width and height) rather than the whole picture. paint draws the band whose first row is top,
// everything shifted up by top rows; shapes cut by the band's edges are clipped, and as the bands
// meet on whole rows the picture is that painted at once, but for a few antialiased edge pixels a
// level or two of 255 apart (22 pixels of the 1200×900 window, none more than 3 levels).
func NewPaintedBands(w, h, band int, paint func(img *ebiten.Image, top int)) *ebiten.Image {
	w, h, band = max(1, w), max(1, h), max(1, band)
	img := newPicture(w, h, w > ownTexture || h > ownTexture)
	for top := 0; top < h; top += band {
		scratch := newPicture(w, min(band, h-top), true)
		paint(scratch, top)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(0, float64(top))
		img.DrawImage(scratch, op) // onto transparent pixels: an exact copy
		scratch.Deallocate()
		if queuedVertices >= flushVertices {
			flushDrawing()
		}
	}
	return img
}

// queuedVertices counts the vertices paint queued since flushDrawing last carried the queue out
// (the frame's end carries it out too, uncounted: the count then only brings the next flush on
// early). NewPaintedBands carries the queue out after a band once flushVertices are queued, not
// after every band: each flush waits for all the drawing queued so far, and with software OpenGL
// on a busy machine a first frame that flushed after each of its three dozen pictures took
// seconds longer. The queue's buffer then grows to flushVertices and one band's at most.
var queuedVertices int

const flushVertices = 2048

// flushPixel is the image flushDrawing reads.
var flushPixel = ebiten.NewImage(1, 1)

// flushDrawing has Ebitengine carry out the drawing queued so far, now rather than at the end of
// the frame. Ebitengine queues a frame's vertices in one buffer, which grows by doubling, and keeps
// the commands it issued in a pool, each still pointing into the buffer it was queued in: a frame
// that painted many antialiased shapes (the board's picture, the counters: the first frame) kept
// every size its buffer grew through, some 7 MB of heap for good (docs/window.md#memory). Carried
// out after each band, the buffer grows only to what one band needs. Reading a pixel is the one way
// Ebitengine offers to carry the queue out; the pixel is filled first, as an image's pixels once
// read stay on the CPU side, and are read from there, until it is drawn on again.
func flushDrawing() {
	queuedVertices = 0
	flushPixel.Fill(color.Transparent)
	var px [4]byte
	flushPixel.ReadPixels(px[:])
}

// ownTexture is the width or height past which a painted picture gets a texture of its own rather
// than a place on one of Ebitengine's atlases. Ebitengine moves a picture drawn again and again to
// its atlas of sources, which starts at 1024×1024 pixels (4 MB) and doubles to take a picture that
// does not fit beside the others: the board's picture at 1200×900 made it 2048×1024 (8 MB), and
// the new atlas was made while the old one and the picture's first place were still there. On a
// texture of its own the board's picture takes 4 MB, and the small pictures fit the first atlas.
const ownTexture = 512

// newPicture returns a new image of w×h pixels, on a texture of its own (own) or on an atlas.
// Scratch images always get one of their own: on an atlas, Ebitengine may grow a page that
// lasting pictures share to make room for one, and keep the page at that size once it is gone.
func newPicture(w, h int, own bool) *ebiten.Image {
	if NewPictureHook != nil {
		NewPictureHook(w, h, own)
	}
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: own})
}

// NewPictureHook, when set (by tests), is told of every picture newPicture makes.
var NewPictureHook func(w, h int, own bool)

// Fill draws the inside of path in c (non-zero winding, antialiased).
func Fill(dst *ebiten.Image, path *vector.Path, c color.Color) {
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	paint(dst, vs, is, c, ebiten.FillRuleNonZero)
}

// Stroke draws the outline of path in c, width pixels wide, with round joins and caps.
func Stroke(dst *ebiten.Image, path *vector.Path, c color.Color, width float64) {
	op := &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	vs, is := path.AppendVerticesAndIndicesForStroke(nil, nil, op)
	paint(dst, vs, is, c, ebiten.FillRuleNonZero)
}

func paint(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, c color.Color, rule ebiten.FillRule) {
	r, g, b, a := c.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: true, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(vs, is, whitePixel, op)
	queuedVertices += len(vs)
}

// polygon returns the closed path through the n corners of a regular polygon of radius r around
// (cx, cy), the first corner at angle a0 (radians).
func polygon(cx, cy, r float64, n int, a0 float64) *vector.Path {
	pts := make([][2]float64, n)
	for i := range pts {
		a := a0 + float64(i)*2*math.Pi/float64(n)
		pts[i] = [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return PolygonPath(pts)
}

// Octagon is the shape of a Janggi counter: flat top and bottom.
func Octagon(cx, cy, r float64) *vector.Path { return polygon(cx, cy, r, 8, math.Pi/8) }

// RoundRect returns a rectangle with rounded corners.
func RoundRect(x, y, w, h, r float64) *vector.Path {
	r = math.Min(r, math.Min(w, h)/2)
	var p vector.Path
	p.MoveTo(float32(x+r), float32(y))
	p.LineTo(float32(x+w-r), float32(y))
	p.ArcTo(float32(x+w), float32(y), float32(x+w), float32(y+r), float32(r))
	p.LineTo(float32(x+w), float32(y+h-r))
	p.ArcTo(float32(x+w), float32(y+h), float32(x+w-r), float32(y+h), float32(r))
	p.LineTo(float32(x+r), float32(y+h))
	p.ArcTo(float32(x), float32(y+h), float32(x), float32(y+h-r), float32(r))
	p.LineTo(float32(x), float32(y+r))
	p.ArcTo(float32(x), float32(y), float32(x+r), float32(y), float32(r))
	p.Close()
	return &p
}

// Circle returns a closed circle path.
func Circle(cx, cy, r float64) *vector.Path {
	var p vector.Path
	p.Arc(float32(cx), float32(cy), float32(r), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return &p
}

// Line draws a straight antialiased line.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), c, true)
}

// PolygonPath returns the closed path through the given points.
func PolygonPath(pts [][2]float64) *vector.Path {
	var p vector.Path
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q[0]), float32(q[1]))
		} else {
			p.LineTo(float32(q[0]), float32(q[1]))
		}
	}
	p.Close()
	return &p
}

// FillRect fills an axis-aligned rectangle without antialiasing (fast).
func FillRect(dst *ebiten.Image, x, y, w, h float64, c color.Color) {
	vector.DrawFilledRect(dst, float32(x), float32(y), float32(w), float32(h), c, false)
}
