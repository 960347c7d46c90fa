package xoliba_test

import (
	"fmt"

	"xima/games/xoliba"
)

func Example() {
	g, _ := xoliba.NewGame(xoliba.Config{Players: 2, Seed: 1})
	fmt.Println(len(g.Legal()), "actions;", xoliba.SeatColor(g.ToMove()), "starts")
	a, _ := g.PlayText("d6-d7")
	fmt.Println(xoliba.Action(a).Shape(), "triangle;", g.Moves())
	// Output:
	// 56 actions; Blue starts
	// large triangle; [d6-d7]
}
