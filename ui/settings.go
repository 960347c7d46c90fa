package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

func (st *settingsScreen) title() string              { return L("Settings") }
func (st *settingsScreen) content() fyne.CanvasObject { return st.root }
func (st *settingsScreen) close()                     {}

// showSettings shows the settings screen.
func (s *Shell) showSettings() {
	prefs := s.app.Preferences()
	var langs []string
	for _, c := range languageChoices {
		langs = append(langs, L(c.name))
	}
	language := widget.NewSelect(langs, nil)
	for i, c := range languageChoices {
		if c.code == prefs.String(prefLanguage) {
			language.SetSelectedIndex(i)
		}
	}
	language.OnChanged = func(string) {
		code := languageChoices[language.SelectedIndex()].code
		prefs.SetString(prefLanguage, code)
		if err := s.langs.use(code); err != nil {
			s.showError(err)
		}
		s.showSettings()
	}
	var themes []string
	for _, c := range themeChoices {
		themes = append(themes, L(c.label))
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
	board3d := widget.NewCheck(L("3D pyramid (takes effect at the next start)"), func(on bool) { prefs.SetBool(prefBoard3D, on) })
	board3d.SetChecked(prefs.BoolWithFallback(prefBoard3D, true))
	form := widget.NewForm(
		widget.NewFormItem(L("Language"), language),
		widget.NewFormItem(L("Appearance"), look),
		widget.NewFormItem(L("Xima board"), board3d),
		widget.NewFormItem(L("Database"), widget.NewLabel(s.db.Path())),
	)
	home := widget.NewButtonWithIcon(L("Home"), theme.HomeIcon(), s.showHome)
	s.show(&settingsScreen{root: container.NewPadded(container.NewVBox(boldLabel(L("Settings")), form, container.NewHBox(layout.NewSpacer(), home)))})
}
