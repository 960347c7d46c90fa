package maxima_test

import (
	"fmt"

	"xima/games/maxima"
)

func Example() {
	g, _ := maxima.NewGame(maxima.Config{White: "Ana", Black: "Luis"})
	for _, m := range []string{"d3-d5", "d7-d6", "b2-d0"} {
		if _, err := g.PlayText(m); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(len(g.Legal()), "legal moves for", []string{"White", "Black"}[g.ToMove()])
	fmt.Print(g.Record())
	// Output:
	// 58 legal moves for Black
	// [Game "Maxima"]
	// [White "Ana"]
	// [Black "Luis"]
	//
	// 1. d3-d5 d7-d6 2. b2-d0
}
