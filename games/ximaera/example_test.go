package ximaera_test

import (
	"fmt"

	"xima/games/ximaera"
)

func Example() {
	g, _ := ximaera.NewGame(ximaera.Config{})
	for _, m := range []string{"P@c3", "R@d3", "G@a1", "R@b2", "c3-e3", "R@c2"} {
		if _, err := g.PlayText(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	s := g.State()
	fmt.Print(s.Diagram())
	r := g.Result()
	cells, shape, _ := s.WinningGroup()
	fmt.Println(r.Winner, r.Reason, cells, shape)
	// Output:
	// 5     . . .      c5-e5
	// 4    . . . .     b4-e4
	// 3   . . . R P    a3-e3
	// 2    . R R .     a2-d2
	// 1     G . .      a1-c1
	//
	// Reserve: P 2 R 0 G 2 B 3
	// Frozen:  d3
	// Barred:  c2
	// 1 group [b2 c2 d3] bent line
}
