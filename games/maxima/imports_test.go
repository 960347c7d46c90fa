package maxima

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// House rule 2: games/maxima imports only the standard library and
// games/core.
func TestImportsOnlyStdlibAndCore(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(path, "/")
			ours := path == "xima/games/core" || path == "xima/games/maxima"
			stdlib := !strings.Contains(first, ".") && first != "xima"
			if !ours && !stdlib {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
