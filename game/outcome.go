package game

import "fmt"

// Outcome says whether a game is over and who won.
type Outcome uint8

// The outcomes of a game.
const (
	Ongoing Outcome = iota
	ChoWins
	HanWins
	Draw
)

// Win returns the outcome in which c wins.
func Win(c Color) Outcome {
	if c == Cho {
		return ChoWins
	}
	return HanWins
}

// String returns the outcome in PGN form: "*", "1-0", "0-1" or "1/2-1/2".
func (o Outcome) String() string {
	switch o {
	case ChoWins:
		return "1-0"
	case HanWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// Winner returns the winning side and true, or false when the game is drawn or goes on.
func (o Outcome) Winner() (Color, bool) {
	switch o {
	case ChoWins:
		return Cho, true
	case HanWins:
		return Han, true
	}
	return Cho, false
}

// Reason says why a game ended.
type Reason uint8

// The reasons a game can end.
const (
	NoReason             Reason = iota
	Checkmate                   // the side to move is in check and has no legal move
	NoLegalMove                 // the side to move has no legal move and is not in check (a loss in Xiangqi and Twelve Janggi)
	Bikjang                     // a pass while the generals faced each other accepted the bikjang
	DoublePass                  // both sides passed in a row
	Repetition                  // the same position came back too often
	PerpetualCheck              // a repetition in which one side gave check on every move: that side loses
	MoveLimit                   // too many plies without a capture, or in all
	GeneralCaptured             // the general was taken (presets that allow leaving it attacked)
	InsufficientMaterial        // neither side has a piece that can leave its palace
	FlagFall                    // a player ran out of time
	Resignation                 // a player resigned
	CampReached                 // Twelve Janggi: a king reached the far row and survived a turn
	KingCaptured                // Twelve Janggi: a king was taken
	PerpetualChase              // Xiangqi: a repetition in which one side chased a piece with every move: that side loses
	reasonCount
)

var reasonNames = [...]string{
	"", "checkmate", "no legal move", "bikjang", "double pass", "repetition", "perpetual check",
	"move limit", "general captured", "insufficient material", "flag fall", "resignation",
	"king reached the camp", "king captured", "perpetual chase",
}

var reasonKorean = [...]string{
	"", "외통", "둘 수 없음", "빅장", "양측 한수쉼", "동형반복", "연속 장군", "수 제한", "장 잡힘",
	"기물 부족", "시간패", "기권", "왕이 상대 진영에서 버팀", "왕 잡힘", "연속 추격",
}

// String returns the reason in English words.
func (r Reason) String() string {
	if r < reasonCount {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Korean returns the reason in Korean words.
func (r Reason) Korean() string {
	if r < reasonCount {
		return reasonKorean[r]
	}
	return r.String()
}

// Points is a counting score in half points, so that Han's 덤 of 1.5 is exact.
type Points int

// Float returns the points as a number, e.g. 73.5.
func (p Points) Float() float64 { return float64(p) / 2 }

// String returns the points with one decimal, e.g. "73.5" or "72".
func (p Points) String() string {
	if p%2 == 0 {
		return fmt.Sprint(int(p) / 2)
	}
	return fmt.Sprintf("%.1f", p.Float())
}

// Result says whether the game is over, who won, why, and the counting points at that moment.
// Counted is true when the winner was decided by counting points.
type Result struct {
	Outcome Outcome
	Reason  Reason
	Counted bool
	Points  [2]Points // indexed by Color; always filled for Janggi, including Han's 덤
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Outcome != Ongoing }

// String describes the result in English, e.g. "0-1 (double pass, counted 72 : 73.5)".
func (r Result) String() string {
	if !r.Over() {
		return "*"
	}
	s := r.Outcome.String() + " (" + r.Reason.String()
	if r.Counted {
		s += fmt.Sprintf(", counted %s : %s", r.Points[Cho], r.Points[Han])
	}
	return s + ")"
}
