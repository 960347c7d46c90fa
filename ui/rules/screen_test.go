package rules

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/ui/internal/uitest"
	"xima/ui/lang"
)

var l = lang.L

// drawings counts the pictures drawn in o.
func drawings(o fyne.CanvasObject) int {
	n := 0
	switch v := o.(type) {
	case *drawing:
		return 1
	case *fyne.Container:
		for _, c := range v.Objects {
			n += drawings(c)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			n += drawings(c)
		}
	}
	return n
}

// TestScreenWalksEveryPage opens each game's rules at 1024x600 in
// English and Spanish and walks the pages with Next to the last, then
// back with Back: each page shows its title and its picture, fits the
// window (only the text scrolls), and Close calls the screen's done.
func TestScreenWalksEveryPage(t *testing.T) {
	size := fyne.NewSize(1024, 600)
	for _, lang := range languages {
		for _, game := range Games() {
			t.Run(lang+" "+game, func(t *testing.T) {
				test.NewTempApp(t)
				uitest.UseLanguage(t, lang)
				pages, err := readPages(lang, game)
				if err != nil {
					t.Fatal(err)
				}
				closed := false
				r, err := NewScreen(game, func() { closed = true })
				if err != nil {
					t.Fatal(err)
				}
				// A window sizes itself to its content before laying it out.
				if need := r.Content().MinSize(); need.Width > size.Width || need.Height > size.Height {
					t.Errorf("the screen needs %v before its first layout", need)
				}
				w := test.NewTempWindow(t, r.Content())
				w.Resize(size)
				check := func(i int) {
					t.Helper()
					if at, n := r.Page(); at != i || n != len(pages) {
						t.Fatalf("on page %d of %d, want %d of %d", at, n, i, len(pages))
					}
					if !strings.Contains(r.heading.Text, pages[i].title) {
						t.Errorf("page %d shows %q, want its title %q", i+1, r.heading.Text, pages[i].title)
					}
					want := 0
					if pages[i].picture != "" {
						want = 1
					}
					if got := drawings(r.body); got != want {
						t.Errorf("page %d shows %d pictures, want %d", i+1, got, want)
					}
					uitest.CheckFits(t, w, size)
				}
				if r.back.Disabled() == false {
					t.Error("Back is enabled on the first page")
				}
				for i := range pages {
					check(i)
					if i < len(pages)-1 {
						test.Tap(r.next)
						if need := r.body.MinSize(); need.Height > size.Height-100 {
							t.Errorf("page %d needs %v before its layout", i+2, need)
						}
					}
				}
				if !r.next.Disabled() {
					t.Error("Next is enabled on the last page")
				}
				for i := len(pages) - 1; i > 0; i-- {
					test.Tap(r.back)
					check(i - 1)
				}
				test.Tap(uitest.FindButton(r.Content(), l("Close")))
				if !closed {
					t.Error("Close did not call done")
				}
			})
		}
	}
}

// TestScreenTurnsPagesByKeysAndList turns the pages with the arrow keys
// and by choosing a title in the list, past neither end.
func TestScreenTurnsPagesByKeysAndList(t *testing.T) {
	test.NewTempApp(t)
	r, err := NewScreen("Maxima", func() {})
	if err != nil {
		t.Fatal(err)
	}
	test.NewTempWindow(t, r.Content())
	_, n := r.Page()
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if at, _ := r.Page(); at != 0 {
		t.Errorf("Left on the first page went to %d", at)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	if at, _ := r.Page(); at != 2 {
		t.Errorf("two pages on: page %d", at)
	}
	r.list.Select(n - 1)
	if at, _ := r.Page(); at != n-1 || !r.next.Disabled() {
		t.Errorf("the list's last title: page %d, Next disabled %v", at, r.next.Disabled())
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if at, _ := r.Page(); at != n-1 {
		t.Errorf("Right on the last page went to %d", at)
	}
}

func TestUnknownGameHasNoRules(t *testing.T) {
	test.NewTempApp(t)
	if _, err := NewScreen("Chess", func() {}); err == nil || !strings.Contains(err.Error(), "no en pages of Chess") {
		t.Errorf("Chess: %v", err)
	}
}

// TestShowPutsTheRulesOverTheWindow opens the rules over a window's
// content, which stays, and closes them.
func TestShowPutsTheRulesOverTheWindow(t *testing.T) {
	test.NewTempApp(t)
	under := widget.NewLabel("the game goes on")
	w := test.NewTempWindow(t, under)
	w.Resize(fyne.NewSize(1024, 600))
	if err := Show(w, "Xana"); err != nil {
		t.Fatal(err)
	}
	top := w.Canvas().Overlays().Top()
	if top == nil || uitest.FindButton(top, l("Next")) == nil {
		t.Fatal("no rules over the window")
	}
	if got := top.Size(); got.Width < 900 || got.Height < 500 {
		t.Errorf("the rules take %v of the 1024x600 window", got)
	}
	uitest.TapOverlay(t, w, l("Close"))
	if w.Canvas().Overlays().Top() != nil {
		t.Error("Close left the rules on")
	}
	if w.Canvas().Content() != under {
		t.Error("the window's content changed")
	}
}
