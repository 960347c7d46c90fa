package render3d

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImportsOnlyGames: render3d draws from the game packages and holds no
// storage or UI (house rule 2).
func TestImportsOnlyGames(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "xima/") && dep != "xima/render3d" && !strings.HasPrefix(dep, "xima/games/") {
			t.Errorf("render3d imports %s", dep)
		}
	}
}
