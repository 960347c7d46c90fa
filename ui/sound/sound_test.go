package sound

import (
	"encoding/binary"
	"errors"
	"sync"
	"testing"
	"time"

	"xima/ui/session"
)

// fakeOutput records the clips played; with gate set, each Play waits
// for it (a device that lags).
type fakeOutput struct {
	mu     sync.Mutex
	gate   chan struct{}
	clips  [][]byte
	closed bool
}

func (f *fakeOutput) Play(clip []byte) {
	if f.gate != nil {
		<-f.gate
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.clips = append(f.clips, clip)
}

func (f *fakeOutput) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
	return nil
}

func (f *fakeOutput) played() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.clips)
}

// until waits, a few seconds at most, for cond.
func until(t *testing.T, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(5 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("timed out")
		}
	}
}

var cues = []session.Cue{session.CueMove, session.CueCapture, session.CueEnd, session.CueLowTime}

func TestEveryCueHasAShortCleanSound(t *testing.T) {
	cl := clips()
	seen := map[string]session.Cue{}
	for _, c := range cues {
		b := cl[c]
		if len(b) == 0 || len(b)%2 != 0 || len(b) > 2*SampleRate {
			t.Fatalf("cue %d: %d bytes, want whole samples and under a second", c, len(b))
		}
		first := int16(binary.LittleEndian.Uint16(b))
		last := int16(binary.LittleEndian.Uint16(b[len(b)-2:]))
		if abs(first) > 100 || abs(last) > 400 {
			t.Fatalf("cue %d starts at %d and ends at %d: a click", c, first, last)
		}
		peak := int16(0)
		for i := 0; i < len(b); i += 2 {
			peak = max(peak, abs(int16(binary.LittleEndian.Uint16(b[i:]))))
		}
		if peak < 5000 || peak > 16000 {
			t.Fatalf("cue %d peaks at %d: too quiet or too loud", c, peak)
		}
		if d, ok := seen[string(b)]; ok {
			t.Fatalf("cues %d and %d sound the same", d, c)
		}
		seen[string(b)] = c
	}
}

func abs(v int16) int16 {
	if v < 0 {
		return -v
	}
	return v
}

func TestCuesPlayInOrderOnTheDeviceOpenedOnce(t *testing.T) {
	out, opened := &fakeOutput{}, 0
	var logged []error
	p := New(func() (Output, error) { opened++; return out, nil }, func(err error) { logged = append(logged, err) })
	for _, c := range cues[:3] {
		p.Play(c)
		until(t, func() bool { return out.played() == int(c)+1 })
	}
	p.Close()
	cl := clips()
	for i, c := range cues[:3] {
		if string(out.clips[i]) != string(cl[c]) {
			t.Fatalf("clip %d is not cue %d's", i, c)
		}
	}
	if opened != 1 || !out.closed || len(logged) != 0 {
		t.Fatalf("opened %d times, closed %v, logged %v", opened, out.closed, logged)
	}
	p.Play(session.CueMove)
	if out.played() != 3 {
		t.Fatal("a cue played after Close")
	}
}

func TestPlayNeverWaitsForTheDevice(t *testing.T) {
	out := &fakeOutput{gate: make(chan struct{})}
	p := New(func() (Output, error) { return out, nil }, func(error) { t.Error("logged") })
	start := time.Now()
	for range 100 {
		p.Play(session.CueMove)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("100 cues on a stuck device took %v", d)
	}
	close(out.gate)
	until(t, func() bool { return out.played() > 0 })
	p.Close()
	if n := out.played(); n > 1+cap(p.cues) {
		t.Fatalf("%d of 100 cues played after the device lagged: want the few queued", n)
	}
}

func TestNoDeviceIsSilentAndLoggedOnce(t *testing.T) {
	opened := 0
	var mu sync.Mutex
	var logged []error
	noDevice := errors.New("oto: ALSA error at snd_pcm_open")
	p := New(func() (Output, error) { opened++; return nil, noDevice }, func(err error) {
		mu.Lock()
		defer mu.Unlock()
		logged = append(logged, err)
	})
	for _, c := range cues {
		p.Play(c)
	}
	until(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(logged) > 0 })
	for _, c := range cues {
		p.Play(c)
	}
	p.Close()
	if opened != 1 || len(logged) != 1 || !errors.Is(logged[0], noDevice) {
		t.Fatalf("opened %d times, logged %v", opened, logged)
	}
}

func TestCloseWithoutACueOpensNothing(t *testing.T) {
	p := New(func() (Output, error) { t.Fatal("opened"); return nil, nil }, func(error) {})
	p.Close()
	p.Close()
	p.Play(session.CueEnd)
}
