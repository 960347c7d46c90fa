package sound

import (
	"bytes"
	"slices"

	"github.com/ebitengine/oto/v3"
)

// SampleRate is the clips' samples a second.
const SampleRate = 44100

// device is the system's sound device through oto, holding the clips
// still playing: oto stops a player once nothing refers to it.
type device struct {
	ctx     *oto.Context
	playing []*oto.Player
}

// OpenDevice opens the system's sound device through oto: ALSA on Linux
// (cgo, libasound), WASAPI or else WinMM on Windows (no cgo). oto opens
// one device a process: a second OpenDevice fails. What the system's
// sound libraries print meanwhile is dropped (quietStderr).
func OpenDevice() (Output, error) {
	restore := quietStderr()
	defer restore()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: SampleRate, ChannelCount: 1, Format: oto.FormatSignedInt16LE})
	if err != nil {
		return nil, err
	}
	<-ready
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &device{ctx: ctx}, nil
}

// Play starts clip over whatever still plays, and lets go of the clips
// that ended.
func (d *device) Play(clip []byte) {
	d.playing = slices.DeleteFunc(d.playing, func(pl *oto.Player) bool { return !pl.IsPlaying() })
	pl := d.ctx.NewPlayer(bytes.NewReader(clip))
	pl.Play()
	d.playing = append(d.playing, pl)
}

// Close stops the clips and suspends the device (oto keeps it for the
// process).
func (d *device) Close() error {
	for _, pl := range d.playing {
		pl.Pause()
	}
	d.playing = nil
	return d.ctx.Suspend()
}
