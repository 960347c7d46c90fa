package rules

import (
	"xima/games/core"
	"xima/games/ximaera"
	"xima/ui/boards"
	boardximaera "xima/ui/boards/ximaera"
)

// ximaeraShots are Ximaera's pictures by name.
func ximaeraShots() map[string]shot {
	return map[string]shot{
		// Red on c4 touches the pivot; green on e4 was dropped last.
		"pivot": {record: []string{"R@c4", "P@c3", "G@e4"}, from: "c3"},
		// Two pivots side by side, and pieces touching them.
		"wall": {record: []string{"P@c3", "R@a1", "P@d3", "G@e3", "R@c4", "B@b1"}},
		// Two reds in a row: a third completes the group.
		"group": {record: []string{"R@a1", "G@e5", "R@b2", "B@d5"}, next: "R@c3"},
	}
}

// ximaeraGame plays a shot.
func ximaeraGame(s shot) (*ximaera.Game, core.Action, error) {
	return start(func() (*ximaera.Game, error) { return ximaera.NewGame(ximaera.Config{}) }, s)
}

// drawXimaera draws a shot on the play screen's board: the piece on
// from selected with its legal destinations dotted, or the shot's action
// chosen as a click would (its piece or pile selected, its cell dotted).
func drawXimaera(sh shot) (scene, error) {
	g, _, err := ximaeraGame(sh)
	if err != nil {
		return scene{}, err
	}
	return boardScene(boardximaera.Picture(g, boards.Marks{From: sh.from, Next: sh.next}))
}
