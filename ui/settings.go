package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
	"xima/ui/widgets"
)

const (
	prefTheme   = "theme"
	prefBoard3D = "board3d" // show Xima's board in 3D (the default) or 2D
)

// themeChoices are the appearances the settings offer; "" follows the
// system's light or dark.
var themeChoices = []struct{ code, label string }{{"", "System"}, {"light", "Light"}, {"dark", "Dark"}}

// variantTheme is Fyne's theme held to one variant.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// applyTheme sets the appearance named by code.
func (s *Shell) applyTheme(code string) {
	switch code {
	case "light":
		s.app.Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	case "dark":
		s.app.Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantDark})
	default:
		s.app.Settings().SetTheme(theme.DefaultTheme())
	}
}

// settingsScreen picks the language and the appearance.
type settingsScreen struct{ root fyne.CanvasObject }

func (st *settingsScreen) Title() string              { return lang.L("Settings") }
func (st *settingsScreen) Content() fyne.CanvasObject { return st.root }
func (st *settingsScreen) Close()                     {}

// showSettings shows the settings screen.
func (s *Shell) showSettings() {
	prefs := s.app.Preferences()
	var langs []string
	choices := lang.Choices()
	for _, c := range choices {
		langs = append(langs, lang.L(c.Name))
	}
	language := widget.NewSelect(langs, nil)
	for i, c := range choices {
		if c.Code == prefs.String(lang.Pref) {
			language.SetSelectedIndex(i)
		}
	}
	language.OnChanged = func(string) {
		code := choices[language.SelectedIndex()].Code
		prefs.SetString(lang.Pref, code)
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
		if c.code == prefs.String(prefTheme) {
			look.SetSelectedIndex(i)
		}
	}
	look.OnChanged = func(string) {
		code := themeChoices[look.SelectedIndex()].code
		prefs.SetString(prefTheme, code)
		s.applyTheme(code)
	}
	board3d := widget.NewCheck(lang.L("3D pyramid (takes effect at the next start)"), func(on bool) { prefs.SetBool(prefBoard3D, on) })
	board3d.SetChecked(prefs.BoolWithFallback(prefBoard3D, true))
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Language"), language),
		widget.NewFormItem(lang.L("Appearance"), look),
		widget.NewFormItem(lang.L("Xima board"), board3d),
		widget.NewFormItem(lang.L("Database"), widget.NewLabel(s.db.Path())),
	)
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), s.ShowHome)
	s.Show(&settingsScreen{root: container.NewPadded(container.NewVBox(widgets.BoldLabel(lang.L("Settings")), form, container.NewHBox(layout.NewSpacer(), home)))})
}
