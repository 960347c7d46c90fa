package xoliba

// Action is one action packed in an integer: a move's origin, destination
// and the triangle it chooses, or a pass. A move's triangle is the first,
// in the notation's order, of those that capture the same pieces, so equal
// actions are equal integers (rules/other-games.md, Xoliba: distinct actions
// are distinct (from, to, captured set)).
type Action uint32

// Pass is the pass of a player who cannot form a triangle.
const Pass Action = 1 << 31

// moveAction packs a move.
func moveAction(from, to Point, tri uint16) Action {
	return Action(from) | Action(to)<<6 | Action(tri)<<12
}

// IsPass reports whether the action is a pass.
func (a Action) IsPass() bool { return a == Pass }

// From returns the point the moving piece leaves.
func (a Action) From() Point { return Point(a & 63) }

// To returns the point the moving piece comes to (the white piece's).
func (a Action) To() Point { return Point(a >> 6 & 63) }

func (a Action) tri() uint16 { return uint16(a >> 12 & 1023) }

// Corners returns the three corners of the triangle the move chooses.
func (a Action) Corners() Set { return triangles[a.tri()].corners }

// Shape returns the size of the triangle the move chooses.
func (a Action) Shape() Shape { return triangles[a.tri()].size }

// valid reports whether a decodes to a move this engine could generate.
func (a Action) valid() bool {
	if a == Pass {
		return true
	}
	return a>>22 == 0 && a.From() < Points && a.To() < Points && int(a.tri()) < len(triangles) &&
		a.From() != a.To() && triangles[a.tri()].corners.Has(a.To())
}
