package core_test

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// House rule 2: a game engine (games/<name>) and core itself import only
// the standard library and games/core; their tests may also use the
// contract suite, games/core/coretest, and the search that plays them,
// games/search (which imports only core), with its benchmark,
// games/search/searchtest. The catalog, which lists the
// engines, and what drives them through it (match, analysis, puzzles), may
// import them, and nothing outside games/ but the puzzles' shipped sets.
func TestGamesImportOnlyStdlibAndCore(t *testing.T) {
	files, err := filepath.Glob("../*/*.go")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("*.go")
	files = append(files, more...)
	if len(files) < 10 {
		t.Fatalf("found only %d files under games/", len(files))
	}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		own := "xima/games/" + filepath.Base(filepath.Dir(name))
		if filepath.Dir(name) == "." {
			own = "xima/games/core"
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(path, "/")
			stdlib := !strings.Contains(first, ".") && first != "xima"
			aboveEngines := own == "xima/games/catalog" || own == "xima/games/match" || own == "xima/games/analysis" || own == "xima/games/puzzles"
			catalog := aboveEngines && strings.HasPrefix(path, "xima/games/") || own == "xima/games/puzzles" && path == "xima/assets/puzzles"
			allowed := stdlib || catalog || path == "xima/games/core" || path == own ||
				strings.HasSuffix(name, "_test.go") && (path == "xima/games/core/coretest" || path == "xima/games/search" || path == "xima/games/search/searchtest")
			if !allowed {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
