package xima

// SetupOf returns the setup that reproduces g's position: every column's
// blocks, the reserves, the specials, the counters, the styles, the side
// to move, the turn's dice and its movetext number. A game started from
// it (Config.Position, its String) stands where g stands, its history
// aside: the position editor opens a puzzle or a mistake this way.
func SetupOf(g *Game) Setup {
	s := g.State()
	return s.Setup(g.Round())
}
