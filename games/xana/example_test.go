package xana_test

import (
	"fmt"

	"xima/games/xana"
)

func Example() {
	g, _ := xana.NewGame(xana.Config{Size: 3})
	for _, part := range []string{"2@e3", "d2", "end", "swap"} {
		if _, err := g.PlayText(part); err != nil {
			fmt.Println(err)
		}
	}
	s := g.State()
	fmt.Print(s.Diagram())
	fmt.Println(s.Mover(), "to move, seat", g.ToMove())
	fmt.Println(len(g.Legal()), "parts, scores", g.Score(xana.White), g.Score(xana.Black))
	fmt.Println(g.Moves())
	// Output:
	//     abcdefghi
	//   1   . . .
	//   2  . # . .
	//   3 . . B . .
	//   4  . . . .
	//   5   . . .
	// Black to move, seat 0
	// 103 parts, scores 17 0
	// [2@e3 d2 end swap]
}
