package render

import (
	"encoding/json"
	"fmt"
	"math"

	"janggi/game/kind"
	"janggi/render/layout"
	"janggi/render/ui"
)

// uiReport is what the trace says of the screen the window shows: a line "ui {json}" each time
// it changes. It names the scene and what covers it, the game and mode played (or chosen, on the
// new-game screen), every button with where it is, and the places where a click or a drag means
// something (board points, hand places, the slider, the move list). A test driving the window
// (tools/e2e's monkey) chooses among them, so that a screen or a button added later is driven
// without a hand-kept list of coordinates.
type uiReport struct {
	Scene   string     `json:"scene"`
	Overlay string     `json:"overlay,omitempty"`
	W       int        `json:"w"`
	H       int        `json:"h"`
	Game    string     `json:"game,omitempty"` // janggi, twelve, xiangqi
	Mode    string     `json:"mode,omitempty"` // ai, hotseat, aivsai; view for an opened record
	Over    bool       `json:"over,omitempty"` // the game-over panel is shown
	Buttons []uiButton `json:"buttons,omitempty"`
	// Spots are the centres of the board's points (and of Twelve Janggi's hand places), where a
	// click or the end of a drag means something; empty while something covers the board.
	Spots [][2]int `json:"spots,omitempty"`
	// Sel is the selected piece's spot and Targets its destinations, as indexes into Spots.
	Sel     *int     `json:"sel,omitempty"`
	Targets []int    `json:"targets,omitempty"`
	Areas   []uiArea `json:"areas,omitempty"`
}

// uiButton is a button of the report: ID names it for a test when its label changes with the
// language or the state (see ui.Button.ID); Off is a button that cannot be pressed now.
type uiButton struct {
	ID    string `json:"id,omitempty"`
	Label string `json:"label"`
	X     int    `json:"x"`
	Y     int    `json:"y"`
	W     int    `json:"w"`
	H     int    `json:"h"`
	Off   bool   `json:"off,omitempty"`
}

// uiArea is a place that takes clicks and drags other than a button: "slider", "moves".
type uiArea struct {
	Name string `json:"name"`
	X    int    `json:"x"`
	Y    int    `json:"y"`
	W    int    `json:"w"`
	H    int    `json:"h"`
}

// gameNames name the games in the report, by kind.Game.
var gameNames = [...]string{kind.Janggi: "janggi", kind.Twelve: "twelve", kind.Xiangqi: "xiangqi"}

// overlayNames name what covers the game scene; an overlay added without a name here is
// reported by number (see overlayName).
var overlayNames = map[overlay]string{noOverlay: "", menuOverlay: "menu", helpOverlay: "help", pauseOverlay: "pause",
	saveOverlay: "save", openOverlay: "open", playFromOverlay: "playfrom", resumeOverlay: "resume", passOverlay: "pass", confirmOverlay: "confirm"}

func overlayName(o overlay) string {
	if n, ok := overlayNames[o]; ok {
		return n
	}
	return fmt.Sprintf("overlay%d", o)
}

func newUIReport(st *State, scene string) uiReport {
	return uiReport{Scene: scene, W: int(st.screen.W), H: int(st.screen.H)}
}

// addButtons adds the buttons bs to the report; disabled ones and plain labels are Off.
func (r *uiReport) addButtons(bs []ui.Button) {
	for _, b := range bs {
		r.Buttons = append(r.Buttons, uiButton{ID: b.ID, Label: b.Label, X: int(b.R.X), Y: int(b.R.Y), W: int(b.R.W), H: int(b.R.H),
			Off: b.Disabled || b.Act == nil})
	}
}

func (r *uiReport) addArea(name string, a layout.Rect) {
	if a.W > 0 && a.H > 0 {
		r.Areas = append(r.Areas, uiArea{name, int(a.X), int(a.Y), int(a.W), int(a.H)})
	}
}

// report implements scene.
func (g *gameScene) report() uiReport {
	r := newUIReport(g.st, "game")
	r.Overlay = overlayName(g.overlay)
	r.Game = gameNames[g.b.game()]
	r.Mode = g.m.Config().Mode.String()
	if g.m.Viewing() {
		r.Mode = "view"
	}
	r.Over = g.m.ShowResult()
	switch g.overlay {
	case noOverlay:
		r.addButtons(g.extra) // the game-over panel's, over the board
		r.addButtons(g.panel.buttons)
		if !g.m.ShowResult() {
			r.Spots = g.b.spots()
			if from, targets := g.b.chosen(); from >= 0 {
				r.Sel, r.Targets = &from, targets
			}
		}
		r.addArea("slider", g.panel.slider)
		list, _ := g.an.rects()
		r.addArea("moves", list)
		r.addArea("graph", g.an.graphRect())
	case openOverlay, saveOverlay:
		if c := g.files.chooser; c != nil {
			for i, row := range c.rowRects {
				if k := c.top + i; k < len(c.rows) {
					label, id := c.rows[k].name, ""
					if c.rows[k].kind == rowUp {
						label, id = "..", "up" // the parent folder: a test may keep its walk inside its own folders
					}
					r.Buttons = append(r.Buttons, uiButton{ID: id, Label: label, X: int(row.X), Y: int(row.Y), W: int(row.W), H: int(row.H)})
				}
			}
			r.addButtons(c.buttons)
		}
	default:
		r.addButtons(g.extra)
	}
	return r
}

// report implements scene.
func (s *setupScene) report() uiReport {
	r := newUIReport(s.st, "setup")
	r.Game = gameNames[s.game()]
	r.Mode = s.cfg.Mode.String()
	r.addButtons(s.buttons)
	return r
}

// traceUI writes the report of the scene shown to the trace when it differs from the last one
// written, or when the tick saw input: a test that waits for the report after its input's
// acknowledgement knows the screen as that input left it.
func (a *app) traceUI(input bool) {
	if a.st.opts.Trace == nil {
		return
	}
	r := a.scene.report()
	if a.zoom > 0 && a.zoom != 1 {
		r.scale(1 / a.zoom)
		r.W, r.H = a.outW, a.outH
	}
	data, err := json.Marshal(r)
	if err != nil || string(data) == a.lastUI && !input {
		return
	}
	a.lastUI = string(data)
	a.st.trace("ui %s\n", data)
}

// scale multiplies every place and size of the report by k: from the screen's pixels to the
// window's (see screenZoom).
func (r *uiReport) scale(k float64) {
	f := func(v int) int { return int(math.Round(float64(v) * k)) }
	r.W, r.H = f(r.W), f(r.H)
	for i := range r.Buttons {
		b := &r.Buttons[i]
		b.X, b.Y, b.W, b.H = f(b.X), f(b.Y), f(b.W), f(b.H)
	}
	for i := range r.Spots {
		r.Spots[i] = [2]int{f(r.Spots[i][0]), f(r.Spots[i][1])}
	}
	for i := range r.Areas {
		a := &r.Areas[i]
		a.X, a.Y, a.W, a.H = f(a.X), f(a.Y), f(a.W), f(a.H)
	}
}

// trace writes a line to Options.Trace, if set.
func (st *State) trace(format string, args ...any) {
	if w := st.opts.Trace; w != nil {
		fmt.Fprintf(w, format, args...)
	}
}
