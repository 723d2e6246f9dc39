package render

import "janggi/render/ui"

// The kit (package ui) as the window's state gives it to the scenes.

// pen is the kit's pen for the window's text: the sans-serif font at the window's scale.
func (st *State) pen() ui.Pen { return ui.Pen{Font: st.fonts.Sans, Scale: st.screen.Scale} }

// kit is what the kit's buttons and boxes draw with: the pen, the window's unit, the shapes'
// cache and this tick's pointer.
func (st *State) kit() ui.Kit {
	return ui.Kit{Pen: st.pen(), Unit: st.screen.Unit, Shapes: st.shapes, Pointer: &st.in}
}

// At is where the pointer is, in device pixels: the input is the kit's Pointer.
func (in *input) At() (float64, float64) { return in.x, in.y }
