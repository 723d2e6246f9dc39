package render

import (
	"os"
	"path/filepath"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"janggi/render/sfx"
)

// soundBank plays the synthesized sounds. It holds no audio context when no sound device is
// found: Ebitengine ends the game loop with an error when its audio device fails to open, and a
// board game must not die for want of a speaker (CI, remote desktops).
type soundBank struct {
	ctx *audio.Context
	pcm map[sfx.Sound][]byte
}

func newSoundBank() *soundBank {
	b := &soundBank{pcm: map[sfx.Sound][]byte{}}
	if !soundDeviceLikely() {
		return b
	}
	b.ctx = audio.NewContext(sfx.SampleRate)
	for _, s := range sfx.Sounds() {
		b.pcm[s] = sfx.PCM(s, 0.8)
	}
	return b
}

// available reports whether sounds can be played at all.
func (b *soundBank) available() bool { return b.ctx != nil }

// play starts sound s, if there is a device.
func (b *soundBank) play(s sfx.Sound) {
	if b.ctx == nil {
		return
	}
	b.ctx.NewPlayerFromBytes(b.pcm[s]).Play()
}

// soundDeviceLikely guesses whether an audio device can be opened. On Linux that needs an ALSA
// card or a sound server socket; elsewhere the system always has a device.
func soundDeviceLikely() bool {
	if runtime.GOOS != "linux" {
		return true
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		for _, sock := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(dir, sock)); err == nil {
				return true
			}
		}
	}
	pcm, _ := filepath.Glob("/dev/snd/pcmC*")
	return len(pcm) > 0
}
