package mistakes

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"xima/ui/internal/uitest"
	"xima/ui/play"
)

// TestTeachingPlaysTheMistakeOn: a Maxima mistake offers Play from here
// and no editor (Maxima has none); Play from here opens the play screen
// at the mistake's position, before the move played, even after a right
// answer was played on the board.
func TestTeachingPlaysTheMistakeOn(t *testing.T) {
	h, s, _ := openMistakes(t)
	// The shell's default theme (the test app's lacks the bold monospace
	// font the play screen uses).
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	s.next.Tapped(nil)
	if uitest.FindButton(s.Content(), "Open in the editor") != nil {
		t.Fatal("Maxima, with no editor, offers Open in the editor")
	}
	s.answer.Tapped(nil)
	b := uitest.FindButton(s.Content(), "Play from here")
	if b == nil || b.Disabled() {
		t.Fatal("no Play from here to tap")
	}
	want := s.game.Moves()
	test.Tap(b)
	p, ok := h.Screen.(*play.Screen)
	if !ok {
		t.Fatalf("Play from here shows %T", h.Screen)
	}
	if got := p.Game().Engine().Moves(); len(got) != s.errs[1].Ply || !slices.Equal(got, want) {
		t.Fatalf("the play screen's moves %v, want the %d before the mistake: %v", got, s.errs[1].Ply, want)
	}
}
