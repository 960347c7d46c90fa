package render3d

import "xima/games/xima"

// Reserve piles sit on the table beside the pyramid, one side per seat:
// red on row 1's side, blue on row 13's, yellow on column A's, green on
// column M's. Commons stand in stacks of pileHeight, the special apart at
// the right end as its owner sees it. Stacks of two, beyond the
// coordinates, stay under the line of sight to the board and to the
// coordinates from the default views, whatever the picture's shape (the
// tests check it): stacks of three nearer hid the near half of row 1 and
// its letters.
const (
	pileHeight   = 2
	pileDistance = 9.5 // from the centre to the piles' line
	tableLevel   = -baseDepth
)

// side returns the unit vectors of seat p's side: out (from the centre
// toward the seat) and along (to the seat's right, facing the pyramid).
func side(p xima.Player) (out, along Vec3) {
	switch p {
	case xima.Blue:
		return Vec3{0, 0, -1}, Vec3{-1, 0, 0}
	case xima.Yellow:
		return Vec3{-1, 0, 0}, Vec3{0, 0, 1}
	case xima.Green:
		return Vec3{1, 0, 0}, Vec3{0, 0, -1}
	}
	return Vec3{0, 0, 1}, Vec3{1, 0, 0}
}

// reserveSlots returns the bottom centres of seat p's reserve blocks: n
// commons, then the special when special is true.
func reserveSlots(p xima.Player, n int, special bool) (commons []Vec3, sp Vec3) {
	out, along := side(p)
	stacks := (n + pileHeight - 1) / pileHeight
	base := out.Scale(pileDistance).Add(Vec3{0, tableLevel, 0})
	first := -float64(stacks) / 2
	for i := range n {
		u := first + 0.5 + float64(i/pileHeight)
		commons = append(commons, base.Add(along.Scale(u-0.6)).Add(Vec3{0, float64(i%pileHeight) * Unit, 0}))
	}
	return commons, base.Add(along.Scale(float64(stacks)/2 + 0.6))
}

// reserveBox returns the box round seat p's commons (or special) in
// reserve; ok is false when there is none.
func reserveBox(s *xima.State, p xima.Player, special bool) (lo, hi Vec3, ok bool) {
	hasSpecial := s.SpecialState(p) == xima.SpecialInReserve
	commons, sp := reserveSlots(p, s.Reserve(p), hasSpecial)
	pts := commons
	if special {
		if !hasSpecial {
			return lo, hi, false
		}
		pts = []Vec3{sp}
	}
	if len(pts) == 0 {
		return lo, hi, false
	}
	lo, hi = slotsBox(pts)
	return lo, hi, true
}

// slotsBox returns the box round the blocks standing on the given bottom
// centres (at least one).
func slotsBox(pts []Vec3) (lo, hi Vec3) {
	lo, hi = pts[0], pts[0]
	for _, q := range pts {
		lo = Vec3{min(lo.X, q.X), min(lo.Y, q.Y), min(lo.Z, q.Z)}
		hi = Vec3{max(hi.X, q.X), max(hi.Y, q.Y), max(hi.Z, q.Z)}
	}
	const r = BlockSize/2 + 0.05
	return Vec3{lo.X - r, lo.Y, lo.Z - r}, Vec3{hi.X + r, hi.Y + Unit, hi.Z + r}
}
