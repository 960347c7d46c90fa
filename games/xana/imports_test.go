package xana

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImportsOnlyCore: a game imports only the standard library and
// games/core (house rule 2).
func TestImportsOnlyCore(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep != "xima/games/core" && dep != "xima/games/xana" {
			t.Errorf("xana imports %s", dep)
		}
	}
}
