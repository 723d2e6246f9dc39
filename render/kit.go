package render

import "janggi/render/ui"

// The kit (package ui) as the window's state gives it to the scenes.

// pen is the kit's pen for the window's text: the sans-serif font at the window's scale.
func (st *State) pen() ui.Pen { return ui.Pen{Font: st.fonts.Sans, Scale: st.screen.Scale} }
