package ui

import (
	"path/filepath"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/ui/internal/uitest"
	playui "xima/ui/play"
	"xima/ui/sound"
)

// fakeSpeaker is a sound device that notes the length of each clip it
// plays.
type fakeSpeaker struct {
	mu     sync.Mutex
	clips  []int
	opened int
	closed bool
}

func (f *fakeSpeaker) open() (sound.Output, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.opened++
	return f, nil
}

func (f *fakeSpeaker) Play(clip []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.clips = append(f.clips, len(clip))
}

func (f *fakeSpeaker) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
	return nil
}

func (f *fakeSpeaker) played() []int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]int(nil), f.clips...)
}

// soundShell is a test shell, as openTestShell's, whose sounds play on
// open.
func soundShell(t *testing.T, path string, a fyne.App, open sound.Opener) *testShell {
	t.Helper()
	return openTestShellWith(t, path, a, func(o *Options) { o.Sound = open })
}

// soundsCheck is the settings' Sounds check.
func soundsCheck(t *testing.T, ts *testShell) *widget.Check {
	t.Helper()
	ts.showSettings()
	var check *widget.Check
	uitest.Walk(ts.win.Content(), func(o fyne.CanvasObject) bool {
		if c, ok := o.(*widget.Check); ok && c.Text == "A move, a capture, the end of a game, low time on a clock" {
			check = c
		}
		return check == nil
	})
	if check == nil {
		t.Fatal("no Sounds in the settings")
	}
	return check
}

// TestSoundsFollowTheClubsSetting: a move and a resignation sound on the
// device while the club's Sounds are on (the default), nothing while they
// are off, and the club's file keeps the choice.
func TestSoundsFollowTheClubsSetting(t *testing.T) {
	speaker := &fakeSpeaker{}
	path, a := filepath.Join(t.TempDir(), "club.db"), test.NewTempApp(t)
	ts := soundShell(t, path, a, speaker.open)
	var p *playui.Screen
	move := func() {
		t.Helper()
		p = startBoardGame(t, ts, "Ximaera", false)
		p.Controls().Entry.SetText("P@c3")
		p.Controls().Entry.OnSubmitted(p.Controls().Entry.Text)
		if len(p.Game().Moves()) != 1 {
			t.Fatalf("moves %q", p.Game().Moves())
		}
	}
	if !soundsCheck(t, ts).Checked {
		t.Fatal("sounds off in a new club")
	}
	move()
	ts.until(t, func() bool { return len(speaker.played()) == 1 })
	soundsCheck(t, ts).SetChecked(false)
	move()
	soundsCheck(t, ts).SetChecked(true)
	move()
	p.Controls().ResignSeat(0)
	// The clips play in order, the end's longer than a move's: by the
	// resignation's end, the moves made with sounds on have played and
	// the one made with them off has not.
	ts.until(t, func() bool { c := speaker.played(); return c[len(c)-1] > c[0] })
	soundsCheck(t, ts).SetChecked(false)
	ts.closeAll(t)
	if c := speaker.played(); len(c) != 3 || c[0] != c[1] || speaker.opened != 1 || !speaker.closed {
		t.Fatalf("clips of %v bytes played, want a move, a move and the end; the device opened %d times, closed %v",
			c, speaker.opened, speaker.closed)
	}
	again := openTestShell(t, path, a)
	if soundsCheck(t, again).Checked || again.setting(prefSounds) != "false" {
		t.Fatalf("reopened: sounds %q", again.setting(prefSounds))
	}
}
