package game

// Zobrist keys for hashing positions. They come from a fixed-seed generator so that hashes are
// the same in every run (tests and opening books can rely on them).
var (
	zobristPiece [16][SquareCount]uint64
	zobristSide  uint64
)

func init() {
	rng := splitMix(0x4a616e676769) // "Janggi"
	for p := range zobristPiece {
		for s := range zobristPiece[p] {
			zobristPiece[p][s] = rng.next()
		}
	}
	zobristSide = rng.next()
}

// splitMix is the SplitMix64 generator, small and good enough for hash keys.
type splitMix uint64

func (s *splitMix) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
