// Package ui is the window's kit: what every room of the window draws with, knowing nothing of the
// game, its words or the settings. It holds the theme's colours (theme.go), the fonts and text
// measured, fitted and wrapped at the legible minimum of the window's scale (fonts.go, text.go,
// through a Pen: a font and a scale, no window state), the drawing primitives and the cache of
// shapes drawn once (draw.go, sprites.go), the buttons: their type, drawing and click handling
// over a Pointer, and the overlays' box (button.go), a menu's rows laid out (menu.go) and a
// notice's box placed off what it talks about (notice.go).
//
// It is drawn on Ebitengine's game loop only, as the rest of the window: text/v2's glyph caches
// are the loop's alone.
//
// A room lays out its buttons in its Update and draws the same list in Draw:
//
//	bs := []ui.Button{{R: ok, Label: "OK", Primary: true, Act: close}}
//	ui.ClickButtons(in, bs)     // in Update: the action of the one clicked, if any
//	kit.DrawButtons(dst, bs)    // in Draw
package ui
