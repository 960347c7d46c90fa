package ui

import (
	"log"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/internal/uitest"
)

// TestTextSizeIsTheClubs: the settings' text size makes every size of the
// window larger (a projector's 150 %), and the club's file keeps it for
// the next time the window opens on it.
func TestTextSizeIsTheClubs(t *testing.T) {
	ts := newTestShell(t)
	normal := theme.DefaultTheme().Size(theme.SizeNameText)
	ts.showSettings()
	var size *widget.Select
	uitest.Walk(ts.win.Content(), func(o fyne.CanvasObject) bool {
		if sel, ok := o.(*widget.Select); ok && len(sel.Options) == len(sizeChoices) && sel.Options[0] == "Normal (100 %)" {
			size = sel
		}
		return size == nil
	})
	if size == nil {
		t.Fatal("no text size in the settings")
	}
	size.SetSelectedIndex(2)
	if got := fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameText); got != normal*1.5 {
		t.Fatalf("text %v at Projector, want %v", got, normal*1.5)
	}
	path, app := ts.path, ts.app
	ts.closeAll(t)
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	again := openTestShell(t, path, app)
	if got := fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameText); got != normal*1.5 || again.setting(prefSize) != "150" {
		t.Errorf("reopened: text %v, setting %q", got, again.setting(prefSize))
	}
}

// TestLanguagesNamedInTheirOwnLanguage: under Spanish the settings offer
// "Sistema", "English" and "Español": a language keeps its own name, which
// is no text to translate (asking Fyne for one logged a translation
// failure each time Settings opened).
func TestLanguagesNamedInTheirOwnLanguage(t *testing.T) {
	uitest.UseLanguage(t, "es")
	ts := newTestShell(t)
	var logged strings.Builder
	log.SetOutput(&logged)
	ts.showSettings()
	log.SetOutput(os.Stderr)
	if strings.Contains(logged.String(), "Translation failure") {
		t.Errorf("opening the settings logged: %s", logged.String())
	}
	var found []string
	uitest.Walk(ts.win.Content(), func(o fyne.CanvasObject) bool {
		if sel, ok := o.(*widget.Select); ok && len(sel.Options) == 3 && sel.Options[1] == "English" {
			found = sel.Options
		}
		return found == nil
	})
	if !slices.Equal(found, []string{"Sistema", "English", "Español"}) {
		t.Errorf("the languages offered: %q", found)
	}
}
