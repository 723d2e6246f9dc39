package ui

import "janggi/render/layout"

// Row is a row of a menu: an action, a switch with its name and its options, or (no name)
// actions side by side.
type Row struct {
	Action  Button
	Name    string
	Options []Button
}

// SwitchRow returns a switch's row: its name, then its options, the one it is set to lit.
func SwitchRow(name string, options ...Button) Row { return Row{Name: name, Options: options} }

// LayOutRows places a menu's rows in box, one under the other pitch apart (unit is the window's
// unit of length), and returns their buttons: an action over the whole row; a switch's name as a
// caption on the row's left two fifths, its options side by side on the rest; actions side by
// side over the whole row.
func LayOutRows(rows []Row, box layout.Rect, unit, pitch float64) []Button {
	u := unit
	rects := layout.Grid(layout.Rect{X: box.X + u*1.5, Y: box.Y + u*1.5, W: box.W - u*3, H: box.H}, len(rows), 1, pitch-u*0.6, u*0.6)
	var bs []Button
	for i, row := range rows {
		r := rects[i]
		if row.Options == nil {
			row.Action.R = r
			bs = append(bs, row.Action)
			continue
		}
		nameW := r.W * 0.4
		if row.Name == "" { // actions side by side, over the whole row
			nameW = 0
		} else {
			bs = append(bs, Button{R: layout.Rect{X: r.X, Y: r.Y, W: nameW - u*0.5, H: r.H}, Label: row.Name, Caption: true})
		}
		cells := layout.Grid(layout.Rect{X: r.X + nameW, Y: r.Y, W: r.W - nameW, H: r.H}, len(row.Options), len(row.Options), r.H, u*0.3)
		for k, o := range row.Options {
			o.R = cells[k]
			bs = append(bs, o)
		}
	}
	return bs
}
