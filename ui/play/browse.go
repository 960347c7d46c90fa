package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// browser shows an earlier position of the game in play on a board of its
// own (the game's replay), while the game goes on underneath: a click in
// the move list or the arrow keys go there, nothing is undone, and Back
// to the game (or Esc, or the next move played) returns.
type browser struct {
	p *Screen
	// rep is the replay of the game as it stood when browsing began; nil
	// while the live board shows.
	rep  boards.Replayer
	step int
	// plies are how many the game had when browsing began: when it has
	// more, the game went on.
	plies int
	// holder holds rep's board over the live one; figures hold rep's seat
	// panels in place of live, the game's as it stands; Back returns.
	holder  *fyne.Container
	figures *fyne.Container
	live    fyne.CanvasObject
	Back    *widget.Button
}

func newBrowser(p *Screen) *browser {
	b := &browser{p: p, holder: container.NewStack(), figures: container.NewVBox()}
	b.holder.Hide()
	b.figures.Hide()
	b.Back = widget.NewButtonWithIcon(lang.L("Back to the game"), theme.MediaPlayIcon(), b.leave)
	b.Back.Importance = widget.HighImportance
	b.Back.Hide()
	return b
}

// wentOn reports whether the game moved since browsing began.
func (b *browser) wentOn() bool { return len(b.p.sess.Game().Moves()) != b.plies }

// on reports whether an earlier position shows.
func (b *browser) on() bool { return b.rep != nil }

// show shows the position after the first step moves (rows), the last
// being the game as it stands, which leaves browsing.
func (b *browser) show(step int) {
	p := b.p
	rows := p.moveRows()
	if p.sess.Paused() || len(rows) == 0 {
		// A paused game hides its position: no browsing either.
		b.leave()
		return
	}
	step = max(0, min(step, len(rows)))
	if step == len(rows) {
		b.leave()
		return
	}
	if b.rep == nil || b.wentOn() {
		b.close()
		rep, err := replayerOf(p.setup.Kind, p.sess.Game(), p.setup.names(), b.show)
		if err != nil {
			p.ctl.Fail(err)
			return
		}
		b.rep, b.plies, b.step = rep, len(p.sess.Game().Moves()), -1
		b.holder.Objects = []fyne.CanvasObject{rep.Board(), widgets.NewInputBlocker()}
		b.figures.Objects = rep.Side()
	}
	b.rep.Show(step, step == b.step+1)
	b.step = step
	b.holder.Show()
	p.game.Board().Hide()
	b.live.Hide()
	b.figures.Show()
	b.Back.Show()
	b.holder.Refresh()
	b.figures.Refresh()
	p.refresh()
	looking := lang.L("Looking at the position after move {{.N}} of {{.Of}}: the game waits for you.", map[string]any{"N": step, "Of": len(rows)})
	if p.sess.Clock().Timed() && !p.sess.Over() {
		looking = lang.L("Looking at the position after move {{.N}} of {{.Of}}: the clock runs on.", map[string]any{"N": step, "Of": len(rows)})
	}
	p.turn.SetText(looking)
}

// leave shows the game as it stands again.
func (b *browser) leave() {
	if b.rep == nil {
		return
	}
	b.close()
	b.holder.Hide()
	b.holder.Objects = nil
	b.figures.Hide()
	b.figures.Objects = nil
	b.live.Show()
	b.p.game.Board().Show()
	b.Back.Hide()
	b.p.refresh()
}

// close gives back what the browsed replay holds (a 3D view).
func (b *browser) close() {
	boards.CloseIfCloser(b.rep)
	b.rep = nil
}

// typedKey browses with the arrow keys (Left into the past from the game
// as it stands) and leaves with Esc; it reports whether it used the key.
func (b *browser) typedKey(k *fyne.KeyEvent) bool {
	if k.Name == fyne.KeyEscape && b.on() {
		b.leave()
		return true
	}
	last := len(b.p.moveRows())
	step := last
	if b.on() {
		step = b.step
	}
	i, ok := widgets.KeyStep(k, step, last)
	if !ok {
		return false
	}
	b.show(i)
	return true
}
