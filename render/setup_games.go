package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// setupGame is what differs between the games on the new-game screen, the adapter of each game:
// whether a rules preset decides the game, the words on its rules, and the preview's board and
// pieces. The screen picks one from setupGames by the game chosen and never asks which it is.
type setupGame interface {
	// rules returns the preset the game of cfg is played under, nil for a game that has none
	// (Twelve Janggi): that game is then chosen for itself, not by its preset, and its clock has
	// no preset's usual one.
	rules(cfg *match.Config) *game.Rules
	// description says what the rules chosen are.
	description(l i18n.Lang, rules *game.Rules) string
	// board is the preview's layout, made once: the board layer is redrawn only when the
	// geometry, which points at it, changes.
	board() *layout.Board
	// drawPreview draws the start position the choices give on the preview.
	drawPreview(dst *ebiten.Image, s *setupScene)
}

// setupGames returns the adapter of each game the new-game screen offers (kind.Games).
func setupGames() map[kind.Game]setupGame {
	return map[kind.Game]setupGame{
		kind.Janggi:  &pointsSetup{spec: layout.Janggi(), style: StyleJanggi},
		kind.Xiangqi: &pointsSetup{spec: layout.Xiangqi(), style: StyleXiangqi},
		kind.Twelve:  &squaresSetup{spec: layout.Twelve()},
	}
}

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
		if r := s.st.lastGame.Rules; r != nil && r.Game == kind.Janggi {
			s.cfg.Rules = r
		}
	}
}

// pointsSetup is Janggi's and Xiangqi's: the preset decides the game, counters of style.
type pointsSetup struct {
	spec  *layout.Board
	style Style
}

func (p *pointsSetup) rules(cfg *match.Config) *game.Rules { return cfg.Rules }
func (p *pointsSetup) board() *layout.Board                { return p.spec }

func (p *pointsSetup) description(l i18n.Lang, rules *game.Rules) string {
	return i18n.Description(l, rules)
}

func (p *pointsSetup) drawPreview(dst *ebiten.Image, s *setupScene) {
	st := s.st
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		pc := s.pos.At(sq)
		if pc == game.NoPiece {
			continue
		}
		x, y := s.preview.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
		img := st.pieces.image(st.settings.Skin, Token{p.style, pc.Color(), pc.Type()}, s.preview.Cell*0.46*counterSize(p.style, pc.Type()))
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x-float64(img.Bounds().Dx())/2, y-float64(img.Bounds().Dy())/2)
		dst.DrawImage(img, op)
	}
}

// squaresSetup is Twelve Janggi's: no preset, won by the king taken or kept in the camp.
type squaresSetup struct{ spec *layout.Board }

func (q *squaresSetup) rules(*match.Config) *game.Rules { return nil }
func (q *squaresSetup) board() *layout.Board            { return q.spec }

func (q *squaresSetup) description(l i18n.Lang, _ *game.Rules) string { return i18n.CampHelp.In(l) }

func (q *squaresSetup) drawPreview(dst *ebiten.Image, s *setupScene) {
	drawTwelveCamps(dst, s.preview)
	pos := twelve.NewPosition(twelve.TwelveJanggi)
	for sq := twelve.Square(0); sq < twelve.SquareCount; sq++ {
		if pc := pos.PieceAt(sq); pc != twelve.NoPiece {
			x, y := s.preview.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
			drawTwelveTile(dst, s.st, pc, x, y, s.preview.Cell*0.82, 0, 1, s.preview.Flipped)
		}
	}
}
