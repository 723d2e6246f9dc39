// Package sfx synthesizes the game's sounds at start-up, so that no sound file is shipped: a
// wooden click for a move, a heavier knock for a capture, a two-tone call for check (장군), a
// soft tone for a pass and a short chime at the end of a game. The output is 16-bit stereo PCM,
// little-endian, at SampleRate, as Ebitengine's audio players take it.
package sfx

import (
	"encoding/binary"
	"math"
)

// SampleRate is the sample rate of every sound, in Hz.
const SampleRate = 48000

// Sound names one of the synthesized sounds.
type Sound uint8

// The sounds.
const (
	Move Sound = iota
	Capture
	Check
	Pass
	GameOver
	Tick    // a clock's tick, each second of the countdown at the end of a period
	Refused // a click where the selected piece cannot go
	soundCount
)

// Sounds returns every sound.
func Sounds() []Sound { return []Sound{Move, Capture, Check, Pass, GameOver, Tick, Refused} }

// String returns the sound's name.
func (s Sound) String() string {
	return [...]string{"move", "capture", "check", "pass", "game over", "tick", "refused", "?"}[min(s, soundCount)]
}

// partial is a decaying sine: frequency, amplitude, start and decay time in seconds.
type partial struct{ freq, amp, start, decay float64 }

// recipe is a sound: its length, its partials and a burst of noise for the attack of wood on wood.
type recipe struct {
	length   float64
	partials []partial
	noise    float64 // amplitude of the noise burst
	noiseLen float64 // its decay time
}

var recipes = [soundCount]recipe{
	// A counter put down on a wooden board: bright, short resonances and a crisp attack.
	Move: {length: 0.12, noise: 0.35, noiseLen: 0.004, partials: []partial{
		{1750, 0.35, 0, 0.018}, {920, 0.30, 0, 0.030}, {420, 0.20, 0, 0.040},
	}},
	// A capture: the taker lands harder, lower and longer, with a second knock as the piece is swept.
	Capture: {length: 0.26, noise: 0.45, noiseLen: 0.006, partials: []partial{
		{240, 0.50, 0, 0.070}, {610, 0.35, 0, 0.045}, {1300, 0.20, 0, 0.020},
		{330, 0.30, 0.055, 0.050}, {800, 0.18, 0.055, 0.030},
	}},
	// 장군: two tones, low then high.
	Check: {length: 0.42, partials: []partial{
		{659.3, 0.32, 0, 0.09}, {1318.5, 0.08, 0, 0.05},
		{987.8, 0.34, 0.16, 0.11}, {1975.5, 0.08, 0.16, 0.06},
	}},
	// 한수쉼: one soft, low tone.
	Pass: {length: 0.30, partials: []partial{{523.3, 0.25, 0, 0.10}, {784, 0.08, 0, 0.07}}},
	// End of the game: a falling three-note chime.
	GameOver: {length: 0.9, partials: []partial{
		{784, 0.25, 0, 0.2}, {659.3, 0.25, 0.18, 0.22}, {523.3, 0.3, 0.36, 0.35},
	}},
	// A refused click: two quick, dull, low knocks (a "no"), soft and short, unlike any move.
	Refused: {length: 0.16, noise: 0.08, noiseLen: 0.003, partials: []partial{
		{196, 0.32, 0, 0.025}, {155.6, 0.30, 0.075, 0.028},
	}},
	// The countdown: a clock's short, high tick, quieter than a move so that it does not drown one.
	Tick: {length: 0.06, noise: 0.12, noiseLen: 0.002, partials: []partial{
		{2400, 0.22, 0, 0.010}, {1200, 0.12, 0, 0.014},
	}},
}

// Samples returns the sound as mono samples in -1..1.
func Samples(s Sound) []float64 {
	r := recipes[s%soundCount]
	n := int(r.length * SampleRate)
	out := make([]float64, n)
	seed := uint32(0x9e3779b9) // fixed: the same sound every time
	for i := range out {
		t := float64(i) / SampleRate
		v := 0.0
		for _, p := range r.partials {
			if t < p.start {
				continue
			}
			dt := t - p.start
			attack := min(1, dt/0.002) // 2 ms fade-in, so no click from a sudden start
			v += p.amp * attack * math.Exp(-dt/p.decay) * math.Sin(2*math.Pi*p.freq*dt)
		}
		if r.noise > 0 {
			seed = seed*1664525 + 1013904223
			noise := float64(int32(seed)) / math.MaxInt32
			v += r.noise * noise * math.Exp(-t/r.noiseLen)
		}
		fade := min(1, float64(n-1-i)/(0.01*SampleRate)) // 10 ms fade-out at the end
		out[i] = math.Max(-1, math.Min(1, v*fade))
	}
	return out
}

// PCM returns the sound as 16-bit little-endian stereo PCM at SampleRate, scaled by volume (0..1).
func PCM(s Sound, volume float64) []byte {
	samples := Samples(s)
	buf := make([]byte, 4*len(samples))
	for i, v := range samples {
		x := uint16(int16(math.Round(v * volume * 32767)))
		binary.LittleEndian.PutUint16(buf[4*i:], x)
		binary.LittleEndian.PutUint16(buf[4*i+2:], x)
	}
	return buf
}
