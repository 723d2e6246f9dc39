package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
)

// game returns the game chosen on the new-game screen.
func (s *setupScene) game() kind.Game { return s.cfg.Game }

// setGame chooses the game to start; back to Janggi it takes the last Janggi preset played.
func (s *setupScene) setGame(g kind.Game) {
	s.cfg.Game = g
	switch {
	case g == kind.Xiangqi:
		s.cfg.Rules = game.MustPreset("xiangqi")
	case s.cfg.Rules.Game != kind.Janggi:
		s.cfg.Rules = game.Standard()
		if r := s.st.prefs.Match.Rules; r != nil && r.Game == kind.Janggi {
			s.cfg.Rules = r
		}
	}
}

// description says what the chosen rules are: the Janggi preset's or Xiangqi's description, or
// how Twelve Janggi is won.
func (s *setupScene) description() string {
	if s.cfg.Game == kind.Twelve {
		return i18n.CampHelp.In(s.st.lang())
	}
	return i18n.Description(s.st.lang(), s.cfg.Rules)
}

// drawTwelvePreview draws Twelve Janggi's start position on the preview board.
func (s *setupScene) drawTwelvePreview(dst *ebiten.Image) {
	drawTwelveCamps(dst, s.preview)
	pos := twelve.NewPosition(twelve.TwelveJanggi)
	for sq := twelve.Square(0); sq < twelve.SquareCount; sq++ {
		if pc := pos.PieceAt(sq); pc != twelve.NoPiece {
			x, y := s.preview.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
			drawTwelveTile(dst, s.st, pc, x, y, s.preview.Cell*0.82, 0, 1, s.preview.Flipped)
		}
	}
}
