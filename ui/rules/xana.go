package rules

import (
	"xima/games/core"
	"xima/games/xana"
	"xima/ui/boards"
	boardxana "xima/ui/boards/xana"
)

// xanaSize is the side of the pictures' board: small enough to read, the
// rules the same as on the usual side of 8.
const xanaSize = 4

// xanaShots are Xana's pictures by name, their records written part by
// part as the engine plays them (a turn's stack part, then its walls or
// "end").
func xanaShots() map[string]shot {
	return map[string]shot{
		// White's stack of 2 on f3; walls on c2, e2 and f1 close d1 off.
		"circle": {record: []string{"2@f3", "e2", "c2", "2@k4", "end", "-", "f1", "end", "1@k4", "end"}, from: "f3"},
		// Black's stone on m4 has one empty neighbour left: l5.
		"capture": {record: []string{"2@i4", "end", "1@m4", "end", "-", "k4", "l3", "1@f3", "end", "-"}, next: "l5"},
	}
}

// xanaGame plays a shot on the pictures' board.
func xanaGame(s shot) (*xana.Game, core.Action, error) {
	return start(func() (*xana.Game, error) { return xana.NewGame(xana.Config{Size: xanaSize}) }, s)
}

// drawXana draws a shot on the play screen's board: the stack on from
// picked whole, its circle tinted and dotted, or the shot's part alone as
// a click would play it (a wall faint on its cell).
func drawXana(sh shot) (scene, error) {
	g, _, err := xanaGame(sh)
	if err != nil {
		return scene{}, err
	}
	return boardScene(boardxana.Picture(g, boards.Marks{From: sh.from, Next: sh.next}))
}
