package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"xima/games/xima"
	"xima/ui/lang"
)

// translatedTexts are the English texts the interface passes to L: every
// literal argument of L or lang.L in ui and every package under it, and
// the tables' labels.
func translatedTexts(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 || !isL(call.Fun) {
				return true
			}
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				texts = append(texts, s)
			}
			return true
		})
	}
	for _, c := range lang.Choices()[:1] {
		texts = append(texts, c.Name)
	}
	for _, c := range themeChoices {
		texts = append(texts, c.label)
	}
	for _, c := range sizeChoices {
		texts = append(texts, c.label)
	}
	for _, k := range newTestShell(t).gameKinds() {
		texts = append(texts, k.About)
		texts = append(texts, k.SeatOptions...)
		if k.VariantLabel != "" {
			texts = append(texts, k.VariantLabel)
		}
	}
	texts = append(texts, leaderboardColumns...)
	for p := range xima.Player(xima.MaxPlayers) {
		texts = append(texts, p.String())
	}
	return texts
}

func TestEveryTextHasASpanishTranslation(t *testing.T) {
	data, err := os.ReadFile("lang/translations/es.json")
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

// isL reports whether fun is L or lang.L.
func isL(fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name == "L"
	case *ast.SelectorExpr:
		x, ok := f.X.(*ast.Ident)
		return ok && x.Name == "lang" && f.Sel.Name == "L"
	}
	return false
}
