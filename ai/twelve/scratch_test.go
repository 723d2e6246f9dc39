package twelve

import (
	"context"
	"testing"
	"time"

	"janggi/game/twelve"
)

func TestScratch(t *testing.T) {
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		e := NewEngine(256)
		p := twelve.NewPosition(v)
		start := time.Now()
		r, err := e.Search(context.Background(), p, Limits{Time: 3 * time.Second}, func(d, sc int, pv []twelve.Move) {
			t.Logf("%v d=%d score=%s t=%v pv=%v", v, d, FormatScore(sc), time.Since(start).Round(time.Millisecond), pv)
		})
		t.Logf("%v %+v err=%v nps=%.0f", v, r.Move, err, float64(r.Nodes)/time.Since(start).Seconds())
	}
}
