package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"xima/games/xima"
)

// translatedTexts are the English texts the interface passes to L: every
// literal argument of L in the package, and the tables' labels.
func translatedTexts(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "L" {
				return true
			}
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				texts = append(texts, s)
			}
			return true
		})
	}
	for _, c := range clockChoices {
		texts = append(texts, c.label)
	}
	for _, c := range languageChoices[:1] {
		texts = append(texts, c.name)
	}
	for _, c := range themeChoices {
		texts = append(texts, c.label)
	}
	texts = append(texts, leaderboardColumns...)
	texts = append(texts, guestOption, newProfileOption)
	for p := range xima.Player(xima.MaxPlayers) {
		texts = append(texts, p.String())
	}
	return texts
}

func TestEveryTextHasASpanishTranslation(t *testing.T) {
	data, err := os.ReadFile("translations/es.json")
	if err != nil {
		t.Fatal(err)
	}
	var es map[string]string
	if err := json.Unmarshal(data, &es); err != nil {
		t.Fatal(err)
	}
	texts := translatedTexts(t)
	if len(texts) < 100 {
		t.Fatalf("found only %d texts: the scan is broken", len(texts))
	}
	for _, s := range texts {
		if strings.TrimSpace(es[s]) == "" {
			t.Errorf("no Spanish for %q", s)
		}
	}
}

func TestLanguageSwitch(t *testing.T) {
	l := newLanguages()
	t.Cleanup(func() { l.use("en") })
	if err := l.use("es"); err != nil {
		t.Fatal(err)
	}
	if got := L("Play"); got != "Jugar" {
		t.Errorf("Spanish Play = %q", got)
	}
	if got := L("{{.N}} actions", map[string]any{"N": 3}); got != "3 acciones" {
		t.Errorf("Spanish template = %q", got)
	}
	if err := l.use("en"); err != nil {
		t.Fatal(err)
	}
	if got := L("Play"); got != "Play" {
		t.Errorf("English Play = %q", got)
	}
}
