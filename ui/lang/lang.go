// Package lang is the window's language: L, which translates an English
// text, the languages the settings offer and the switch between them. The
// Spanish texts are translations/es.json; English needs none.
package lang

import (
	"embed"
	"os"
	"strings"
	"sync"

	fynelang "fyne.io/fyne/v2/lang"
)

//go:embed translations
var translations embed.FS

// Choice is a language the settings screen offers: its code ("" follows
// the system locale) and its name, in that language ("System" is
// translated).
type Choice struct{ Code, Name string }

// Choices are the languages the settings screen offers, the system's first.
func Choices() []Choice {
	return []Choice{
		{"", "System"},
		{"en", "English"},
		{"es", "Español"},
	}
}

// Pref is the preference key that keeps the chosen language's code.
const Pref = "language"

// switching guards Fyne's translator, which is not safe to read while
// Use replaces it: background work (a backup's report, an export's)
// translates off Fyne's goroutine, where the language may be switched.
var switching sync.RWMutex

// localeEnv is the environment Fyne's lang package reads the locale from.
var localeEnv = []string{"LANGUAGE", "LC_ALL"}

// Languages switches the interface language. Fyne's lang package picks the
// language from the environment each time translations are added, so a
// choice is made by setting the environment and adding them again; the
// system's own values are kept to go back to.
type Languages struct {
	system map[string]*string
}

// NewLanguages notes the system's locale settings, to go back to.
func NewLanguages() *Languages {
	l := &Languages{system: map[string]*string{}}
	for _, k := range localeEnv {
		if v, ok := os.LookupEnv(k); ok {
			l.system[k] = &v
		} else {
			l.system[k] = nil
		}
	}
	return l
}

// Use switches to the language code ("" for the system's; English where
// the system names none, as with LANG=C.UTF-8, which Fyne cannot parse).
func (l *Languages) Use(code string) error {
	if code == "" && !l.systemNamesLanguage() {
		code = "en"
	}
	switching.Lock()
	defer switching.Unlock()
	for _, k := range localeEnv {
		switch v := l.system[k]; {
		case code != "":
			os.Setenv(k, code)
		case v != nil:
			os.Setenv(k, *v)
		default:
			os.Unsetenv(k)
		}
	}
	return fynelang.AddTranslationsFS(translations, "translations")
}

// systemNamesLanguage reports whether the environment names a language
// rather than the C or POSIX locale.
func (l *Languages) systemNamesLanguage() bool {
	for _, k := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		v, ok := l.system[k]
		if !ok {
			s, set := os.LookupEnv(k)
			v = &s
			ok = set
		}
		if ok && v != nil && *v != "" {
			name := strings.SplitN(*v, ".", 2)[0]
			return name != "C" && name != "POSIX"
		}
	}
	return false
}

// L translates an English text to the chosen language; data fills the
// text's {{.Name}} fields.
func L(text string, data ...any) string {
	switching.RLock()
	defer switching.RUnlock()
	return fynelang.L(text, data...)
}

// Among returns the window's language when it is one of available (codes
// such as "es", in any case), or else the first of them: the language of
// texts written in a few languages only, such as the rules and lessons.
func Among(available ...string) string {
	switching.RLock()
	code := fynelang.SystemLocale().LanguageString()
	switching.RUnlock()
	for _, l := range available {
		if strings.EqualFold(code, l) {
			return l
		}
	}
	return available[0]
}
