// Package sound plays the table's sounds: a move, a capture, the game's
// end (Xima's summit among them) and a clock's low time, the cues a play
// session gives (session.Cue). The sounds are made here, short tones with
// an envelope, so the program carries no sound files. The device is opened
// on the first cue, off the caller's goroutine; a machine without one (a
// CI runner, a virtual display, wine) stays silent, its error logged once
// and never shown. Play never waits.
package sound

import (
	"fmt"
	"sync"
	"time"

	"xima/ui/session"
)

// Output is an open sound device.
type Output interface {
	// Play starts clip, mono signed 16-bit little-endian samples at
	// SampleRate, and returns without waiting for it to end.
	Play(clip []byte)
	// Close stops the device.
	Close() error
}

// Opener opens the sound device (OpenDevice; tests pass fakes).
type Opener func() (Output, error)

// closeWait is how long Close waits for the device to close: a device
// still opening then is left to the process's end.
const closeWait = time.Second

// Player plays the cues' sounds on the device open returns. Its methods
// may be called from any goroutine.
type Player struct {
	open   Opener
	logErr func(error)
	clips  map[session.Cue][]byte
	// cues wait here for the device, a few at most: a cue that finds
	// them full is dropped rather than waited for.
	cues    chan session.Cue
	started sync.Once // the device's goroutine, or done closed at Close
	stop    chan struct{}
	stopped sync.Once
	done    chan struct{}
}

// New makes a Player that opens its device with open when the first cue
// comes; logErr hears, once, why it could not be opened.
func New(open Opener, logErr func(error)) *Player {
	return &Player{open: open, logErr: logErr, clips: clips(), cues: make(chan session.Cue, 4),
		stop: make(chan struct{}), done: make(chan struct{})}
}

// Play plays c's sound and returns at once; after Close it does nothing.
func (p *Player) Play(c session.Cue) {
	p.started.Do(func() { go p.run() })
	select {
	case <-p.stop:
		return
	default:
	}
	select {
	case p.cues <- c:
	default: // the device lags: this sound is skipped
	}
}

// run opens the device and plays the cues as they come, until Close.
func (p *Player) run() {
	defer close(p.done)
	out, err := p.open()
	if err != nil {
		p.logErr(fmt.Errorf("opening the sound device: %w", err))
		return
	}
	defer out.Close()
	for {
		select {
		case c := <-p.cues:
			if clip, ok := p.clips[c]; ok {
				out.Play(clip)
			}
		case <-p.stop:
			return
		}
	}
}

// Close stops the sounds and closes the device, if it was opened.
func (p *Player) Close() {
	p.stopped.Do(func() { close(p.stop) })
	p.started.Do(func() { close(p.done) })
	select {
	case <-p.done:
	case <-time.After(closeWait):
	}
}
