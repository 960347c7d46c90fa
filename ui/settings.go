package ui

import (
	"context"
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/internal/coalesce"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// The settings the window keeps in the club's database (storage's
// Settings), so that two clubs on one computer keep their own; the
// folders of the file dialogs are kept there too (fileKind).
const (
	prefTheme   = "theme"
	prefSize    = "textsize" // a percentage of Fyne's sizes: "125" for a projector
	prefBoard3D = "board3d"  // "true": Xima's board in 3D (the default), "false": 2D
	prefSounds  = "sounds"   // "true": the games' sounds (the default), "false": none
)

// themeChoices are the appearances the settings offer; "" follows the
// system's light or dark.
var themeChoices = []struct{ code, label string }{{"", "System"}, {"light", "Light"}, {"dark", "Dark"}}

// sizeChoices are the text sizes the settings offer, in percent of Fyne's
// own: larger for a projector or tired eyes.
var sizeChoices = []struct {
	percent int
	label   string
}{{100, "Normal"}, {125, "Large"}, {150, "Projector"}, {175, "Largest"}}

// scaledTheme is a theme with every size (text, padding, icons) times
// scale: the whole window grows alike, as Fyne's own scale would.
type scaledTheme struct {
	fyne.Theme
	scale float32
}

func (t scaledTheme) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.scale }

// variantTheme is Fyne's theme held to one variant.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// applyLook sets the club's appearance (its theme's code: "", "light",
// "dark") and text size (a percentage; anything unreadable is 100).
func (s *Shell) applyLook() {
	var t fyne.Theme = theme.DefaultTheme()
	switch s.setting(prefTheme) {
	case "light":
		t = variantTheme{t, theme.VariantLight}
	case "dark":
		t = variantTheme{t, theme.VariantDark}
	}
	if percent := textPercent(s.setting(prefSize)); percent != 100 {
		t = scaledTheme{t, float32(percent) / 100}
	}
	s.app.Settings().SetTheme(t)
}

// textPercent reads a text size setting: one of sizeChoices' percentages,
// else 100.
func textPercent(v string) int {
	n, err := strconv.Atoi(v)
	for _, c := range sizeChoices {
		if err == nil && c.percent == n {
			return n
		}
	}
	return 100
}

// useSettings takes the club's settings as the database read them when it
// opened, and applies the language and the appearance. A club that has
// none of its own yet takes the app's preferences of older versions, once,
// so that nobody loses their choice.
func (s *Shell) useSettings() {
	s.settings = s.db.Settings()
	prefs := s.app.Preferences()
	for _, name := range []string{lang.Pref, prefTheme} {
		if v := prefs.String(name); v != "" && s.settings[name] == "" {
			s.saveSetting(name, v)
		}
	}
	if _, ok := s.settings[prefBoard3D]; !ok && !prefs.BoolWithFallback(prefBoard3D, true) {
		s.saveSetting(prefBoard3D, "false")
	}
	if err := s.langs.Use(s.setting(lang.Pref)); err != nil {
		fyne.LogError("translations", err)
	}
	s.applyLook()
}

// setting returns the club's setting name ("" when it has none).
func (s *Shell) setting(name string) string { return s.settings[name] }

// board3D reports whether the club shows Xima's board in 3D.
func board3D(settings map[string]string) bool {
	on, err := strconv.ParseBool(settings[prefBoard3D])
	return on || err != nil
}

// soundsOn reports whether the club plays the games' sounds.
func soundsOn(settings map[string]string) bool {
	on, err := strconv.ParseBool(settings[prefSounds])
	return on || err != nil
}

// saveSetting changes a setting at once on screen and writes it to the
// club's file in the background.
func (s *Shell) saveSetting(name, value string) {
	s.settings[name] = value
	s.settingsOut.set(name, value)
}

// settingsWriter writes settings off the UI goroutine, one at a time, in
// the order they were made; a setting changed again before it was written
// is written once, with its last value.
type settingsWriter struct{ out *coalesce.Writer[[]setting] }

// setting is one setting to write: its name and value.
type setting struct{ name, value string }

func newSettingsWriter(db *storage.DB, onErr func(error)) *settingsWriter {
	write := func(settings []setting) {
		for _, st := range settings {
			// Not the window's context: a setting made just before it
			// closes is still written (Close waits for it).
			if err := db.SetSetting(context.Background(), st.name, st.value); err != nil {
				onErr(err)
			}
		}
	}
	return &settingsWriter{out: coalesce.New(write, mergeSettings)}
}

// mergeSettings adds next to the settings waiting, a name changed again
// moving to the end with its new value.
func mergeSettings(waiting, next []setting) []setting {
	for _, st := range next {
		waiting = slices.DeleteFunc(waiting, func(w setting) bool { return w.name == st.name })
		waiting = append(waiting, st)
	}
	return waiting
}

func (w *settingsWriter) set(name, value string) { w.out.Put([]setting{{name, value}}) }

// flush waits until every setting made is written.
func (w *settingsWriter) flush() { w.out.Flush() }

// settingsScreen picks the language and the appearance, and keeps the
// club: backup, restore, export and import of the whole club.
type settingsScreen struct{ root fyne.CanvasObject }

func (st *settingsScreen) Title() string              { return lang.L("Settings") }
func (st *settingsScreen) Content() fyne.CanvasObject { return st.root }
func (st *settingsScreen) Close()                     {}

// showSettings shows the settings screen.
func (s *Shell) showSettings() {
	var langs []string
	choices := lang.Choices()
	for _, c := range choices {
		name := c.Name // a language's own name, in that language
		if c.Code == "" {
			name = lang.L(c.Name) // "System", in the window's language
		}
		langs = append(langs, name)
	}
	language := widget.NewSelect(langs, nil)
	for i, c := range choices {
		if c.Code == s.setting(lang.Pref) {
			language.SetSelectedIndex(i)
		}
	}
	language.OnChanged = func(string) {
		code := choices[language.SelectedIndex()].Code
		s.saveSetting(lang.Pref, code)
		if err := s.langs.Use(code); err != nil {
			s.ShowError(err)
		}
		s.showSettings()
	}
	var themes []string
	for _, c := range themeChoices {
		themes = append(themes, lang.L(c.label))
	}
	look := widget.NewSelect(themes, nil)
	for i, c := range themeChoices {
		if c.code == s.setting(prefTheme) {
			look.SetSelectedIndex(i)
		}
	}
	look.OnChanged = func(string) {
		s.saveSetting(prefTheme, themeChoices[look.SelectedIndex()].code)
		s.applyLook()
	}
	var sizes []string
	for _, c := range sizeChoices {
		sizes = append(sizes, lang.L(c.label)+fmt.Sprintf(" (%d %%)", c.percent))
	}
	size := widget.NewSelect(sizes, nil)
	for i, c := range sizeChoices {
		if c.percent == textPercent(s.setting(prefSize)) {
			size.SetSelectedIndex(i)
		}
	}
	size.OnChanged = func(string) {
		s.saveSetting(prefSize, strconv.Itoa(sizeChoices[size.SelectedIndex()].percent))
		s.applyLook()
	}
	board3d := widget.NewCheck(lang.L("3D pyramid (the play and replay screens switch it too)"), func(on bool) {
		s.saveSetting(prefBoard3D, strconv.FormatBool(on))
	})
	board3d.SetChecked(board3D(s.settings))
	path := widget.NewLabel(s.db.Path())
	path.Wrapping = fyne.TextWrapBreak
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Language"), language),
		widget.NewFormItem(lang.L("Appearance"), look),
		widget.NewFormItem(lang.L("Text size"), size),
		widget.NewFormItem(lang.L("Xima board"), board3d),
		widget.NewFormItem(lang.L("Database"), path),
	)
	note := widget.NewLabel(lang.L("These settings belong to this club's file."))
	note.Importance = widget.LowImportance
	club := container.NewGridWithColumns(2,
		widget.NewButtonWithIcon(lang.L("Back up the club…"), theme.DocumentSaveIcon(), s.backupClub),
		widget.NewButtonWithIcon(lang.L("Restore a backup…"), theme.HistoryIcon(), s.restoreClub),
		widget.NewButtonWithIcon(lang.L("Export the club…"), theme.UploadIcon(), s.exportClub),
		widget.NewButtonWithIcon(lang.L("Import a club file…"), theme.DownloadIcon(), s.importClub),
	)
	// Below the club's buttons, which stay where the Windows dialog
	// check clicks them (.ci/windows/dialog-check.sh).
	sounds := widget.NewCheck(lang.L("A move, a capture, the end of a game, low time on a clock"), func(on bool) {
		s.saveSetting(prefSounds, strconv.FormatBool(on))
	})
	sounds.SetChecked(soundsOn(s.settings))
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	s.Show(&settingsScreen{root: container.NewPadded(container.NewVBox(
		widgets.BoldLabel(lang.L("Settings")), form, note,
		widgets.BoldLabel(lang.L("The club")), club,
		widget.NewForm(widget.NewFormItem(lang.L("Sounds"), sounds)),
		container.NewHBox(layout.NewSpacer(), home)))})
}
