package xima

import (
	"fmt"
	"slices"

	"xima/games/core"
)

// Setup.State checks that the rules could have reached a position set up
// by hand, and names what is wrong and where (docs/xima-record.md,
// Position).

// PositionCode names what is wrong with a position, a stable code the
// screen translates (PositionError's fields give the words' arguments).
type PositionCode string

// What can be wrong with a Position tag or a Setup: the tag's notation
// (PosSyntax, PosUnknownLetter), what the tag alone shows (a cell off the
// board, a floating block), and positions the rules cannot reach.
const (
	PosSyntax        PositionCode = "syntax"          // Text is not the tag's notation
	PosUnknownLetter PositionCode = "unknown-letter"  // Text is no block's letter (row N)
	PosNoCell        PositionCode = "no-cell"         // Cell is not on the 13x13 board
	PosFloating      PositionCode = "floating"        // the block at place N of Cell's column has nothing under it
	PosNotSeated     PositionCode = "not-seated"      // Side is not at the table (N players); Cell holds its block
	PosTooHigh       PositionCode = "column-too-high" // Cell's column holds N blocks, above MaxHeight
	PosSummitCommon  PositionCode = "summit-common"   // a common block stands on the summit, Cell
	PosSummitReached PositionCode = "summit-reached"  // Side's special stands on the summit: the game is over
	PosSpecialTwice  PositionCode = "special-twice"   // Side's special stands on Cell and on Other
	PosSpecialWhere  PositionCode = "special-where"   // Side's special stands on Cell, yet is said to be Text ("in reserve", "captured")
	PosSpecialAbsent PositionCode = "special-absent"  // Side's special is said to stand on the board, which does not hold it
	PosReceived      PositionCode = "received"        // Side received N blocks: 10, then 3 at a time
	PosLostSpecial   PositionCode = "lost-special"    // Side's special is captured, yet Side lost N blocks
	PosTooMany       PositionCode = "too-many-blocks" // Side has N blocks on the board, in reserve and captured, of M received
	PosOutOnBoard    PositionCode = "out-on-board"    // Side is out, yet has a block on Cell
	PosOutToMove     PositionCode = "out-to-move"     // Side, to move, is out of the game
	PosOneLeft       PositionCode = "one-left"        // only Side is still in: the game is over
	PosOutOfBlocks   PositionCode = "out-of-blocks"   // Side has no block on the board nor in reserve (rule 12)
	PosLevel         PositionCode = "level"           // level N, yet a block rests on floor M (Cell)
	PosLevelHigh     PositionCode = "level-high"      // level N: above 3 the game is over
	PosDrowned       PositionCode = "drowned"         // Side, to move, has no legal action (rule 7): the game is over
	PosDice          PositionCode = "dice"            // the dice do not fit Side's style; Text says how
	PosLocked        PositionCode = "locked"          // Cell holds no block of Side's to have made the turn's first action
	PosCount         PositionCode = "count"           // a counter of Side's (Text) is out of range: N
)

// PositionError is what is wrong with a position: a code and the
// arguments its words need, for the screen, and the reason in English.
// It wraps core.ErrSyntax (PosSyntax, PosUnknownLetter) or
// core.ErrIllegal (the others).
type PositionError struct {
	Code  PositionCode
	Cell  string // a cell's name ("E5"), or a cell off the board ("N7")
	Other string // a second cell
	Side  string // a seat's code ("red")
	Text  string // a word of the tag, or the kind of a counter
	N, M  int
	Why   string // the reason in English
}

// Error returns the reason in English.
func (e *PositionError) Error() string { return e.Why }

// Unwrap returns core.ErrSyntax or core.ErrIllegal.
func (e *PositionError) Unwrap() error {
	if e.Code == PosSyntax || e.Code == PosUnknownLetter {
		return core.ErrSyntax
	}
	return core.ErrIllegal
}

func posErr(e PositionError, format string, args ...any) *PositionError {
	e.Why = fmt.Sprintf(format, args...)
	return &e
}

func syntaxErr(format string, args ...any) *PositionError {
	return posErr(PositionError{Code: PosSyntax}, format, args...)
}

// level returns the level the position gets: su.Level, or the highest
// floor a block rests on when it is 0; the error says why it cannot be.
func (su *Setup) level() (int, *PositionError) {
	f, at := su.highestFloor()
	switch {
	case su.Level > 3:
		return 4, posErr(PositionError{Code: PosLevelHigh, N: su.Level},
			"level %d: only the special on the summit reaches floor 4, and that ends the game", su.Level)
	case su.Level == 0:
		return f, nil
	case su.Level < f:
		return f, levelErr(su.Level, f, at)
	}
	return su.Level, nil
}

func levelErr(level, floor int, at Cell) *PositionError {
	return posErr(PositionError{Code: PosLevel, N: level, M: floor, Cell: at.String()},
		"level %d, yet a block rests on floor %d at %s: the level is the highest floor a block came to rest on", level, floor, at)
}

// State builds the position and checks that the rules could have reached
// it; the error is a *PositionError naming what is wrong and where. The
// State is returned even then, as far as it could be built, for a view to
// draw.
func (su *Setup) State() (State, error) {
	s, err := NewState(su.Styles...)
	if err != nil {
		return s, syntaxErr("%v", err)
	}
	b := &build{su: su, s: s}
	b.s.alive = 0 // set by seat, player by player
	b.columns()
	b.summit()
	specialAt := su.specialCells()
	alive := 0
	for p := range Player(len(su.Styles)) {
		b.seat(p, specialAt[p])
		if !su.Seats[p].Out {
			alive++
		}
	}
	b.turn(alive)
	b.s.hash = b.s.computeHash()
	if b.first != nil {
		return b.s, b.first
	}
	if NewLine(b.s).Result().Over {
		return b.s, posErr(PositionError{Code: PosDrowned, Side: sideCode(b.s.toMove)},
			"%s, to move, has no legal action: drowned (rule 7), the game is over", sideCode(b.s.toMove))
	}
	return b.s, nil
}

// build is a State being built from a Setup, and the first problem met.
type build struct {
	su    *Setup
	s     State
	first *PositionError
}

func (b *build) fail(e *PositionError) {
	if b.first == nil {
		b.first = e
	}
}

// columns stacks the blocks of the players at the table.
func (b *build) columns() {
	n := len(b.su.Styles)
	s := &b.s
	for c, col := range b.su.Columns {
		for i, bl := range col {
			if i == MaxHeight {
				b.fail(posErr(PositionError{Code: PosTooHigh, Cell: Cell(c).String(), N: len(col)},
					"%s holds %d blocks: a column holds at most %d", Cell(c), len(col), MaxHeight))
				break
			}
			if int(bl.Owner()) >= n {
				b.fail(posErr(PositionError{Code: PosNotSeated, Cell: Cell(c).String(), Side: sideCode(bl.Owner()), N: n},
					"%s holds a %s, but %s is not at the table (%d players)", Cell(c), blockName(bl), sideCode(bl.Owner()), n))
				continue
			}
			s.cols[c][s.height[c]] = bl
			s.height[c]++
			s.onBoard[bl.Owner()]++
		}
	}
}

// summit refuses a block on G7: a common never stops there, and a special
// there has ended the game (rules/xima.md, The special block and the
// summit).
func (b *build) summit() {
	col := b.su.Columns[Summit]
	switch {
	case len(col) == 1 && col[0].Special():
		b.fail(posErr(PositionError{Code: PosSummitReached, Cell: Cell(Summit).String(), Side: sideCode(col[0].Owner())},
			"%s's special stands on the summit G7: the game is over", sideCode(col[0].Owner())))
	case len(col) > 0:
		b.fail(posErr(PositionError{Code: PosSummitCommon, Cell: Cell(Summit).String()},
			"G7, the summit, holds a common block: only a special enters it, and that ends the game"))
	}
}

// seat checks and sets player p's counts; specialAt are the cells where
// p's special stands.
func (b *build) seat(p Player, specialAt []Cell) {
	ss := &b.su.Seats[p]
	s := &b.s
	side := sideCode(p)
	switch at := specialAt; {
	case len(at) > 1:
		b.fail(posErr(PositionError{Code: PosSpecialTwice, Side: side, Cell: at[0].String(), Other: at[1].String()},
			"%s's special stands on %s and on %s: each player has one", side, at[0], at[1]))
	case len(at) == 1 && ss.Special != SpecialOnBoard:
		b.fail(posErr(PositionError{Code: PosSpecialWhere, Side: side, Cell: at[0].String(), Text: specialWords[ss.Special]},
			"%s's special stands on %s, so it is not %s", side, at[0], specialPlace(ss.Special)))
	case len(at) == 0 && ss.Special == SpecialOnBoard && !ss.Out:
		b.fail(posErr(PositionError{Code: PosSpecialAbsent, Side: side},
			"%s's special is said to stand on the board, which does not hold it", side))
	}
	if ss.Received < StartCommons+1 || (ss.Received-StartCommons-1)%Reinforcement != 0 || ss.Received > 255 {
		b.fail(posErr(PositionError{Code: PosReceived, Side: side, N: ss.Received},
			"%s received %d blocks: a player receives 10, then 3 at a time", side, ss.Received))
	}
	for _, c := range []struct {
		what string
		v    int
	}{{"reserve", ss.Reserve}, {"took", ss.Took}, {"lost", ss.Lost}} {
		if c.v < 0 || c.v > 255 {
			b.fail(posErr(PositionError{Code: PosCount, Side: side, Text: c.what, N: c.v},
				"%s's %s is %d: want 0 to 255", side, c.what, c.v))
		}
	}
	if ss.Special == SpecialCaptured && ss.Lost < 1 {
		b.fail(posErr(PositionError{Code: PosLostSpecial, Side: side, N: ss.Lost},
			"%s's special is captured, yet %s lost %d blocks: the special counts among them", side, side, ss.Lost))
	}
	commons := b.su.commonsOnBoard(p)
	if held := commons + ss.Reserve + ss.commonsLost(); held > ss.Received-1 {
		b.fail(posErr(PositionError{Code: PosTooMany, Side: side, N: held + 1, M: ss.Received},
			"%s has %d blocks (%d on the board, %d in reserve, %d captured) of the %d received", side,
			held+1, int(s.onBoard[p]), ss.Reserve+boolInt(ss.Special == SpecialInReserve), ss.Lost, ss.Received))
	}
	if ss.Out {
		if c := slices.IndexFunc(b.su.Columns[:], func(col []Block) bool {
			return slices.ContainsFunc(col, func(bl Block) bool { return bl.Owner() == p })
		}); c >= 0 {
			b.fail(posErr(PositionError{Code: PosOutOnBoard, Side: side, Cell: Cell(c).String()},
				"%s is out of the game, yet has a block on %s", side, Cell(c)))
		}
	} else {
		s.alive |= 1 << p
		if s.onBoard[p] == 0 && ss.Reserve == 0 && ss.Special != SpecialInReserve {
			b.fail(posErr(PositionError{Code: PosOutOfBlocks, Side: side},
				"%s has no block on the board and none in reserve: out of blocks (rule 12)", side))
		}
	}
	s.reserve[p] = uint8(ss.Reserve)
	s.special[p] = ss.Special
	s.received[p] = uint8(ss.Received)
	s.took[p] = uint8(ss.Took)
	s.captured[p] = uint8(ss.Lost)
	// The commons neither on the board, in reserve nor lost were given up
	// (rescues, a resignation), and so was a special gone with its player.
	given := ss.Received - 1 - commons - ss.Reserve - ss.commonsLost()
	if ss.Special == SpecialOnBoard && len(specialAt) == 0 {
		given++
	}
	s.givenUp[p] = uint8(max(given, 0))
}

// turn checks and sets who is to move, the level and its rounds, and the
// dice; alive players are still in.
func (b *build) turn(alive int) {
	su, s := b.su, &b.s
	switch alive {
	case 0:
		b.fail(posErr(PositionError{Code: PosOneLeft}, "nobody is still in: the game is over"))
	case 1:
		b.fail(posErr(PositionError{Code: PosOneLeft, Side: sideCode(su.firstIn())},
			"only %s is still in: the game is over", sideCode(su.firstIn())))
	}
	switch to := su.ToMove; {
	case int(to) >= len(su.Styles):
		b.fail(posErr(PositionError{Code: PosNotSeated, Side: sideCode(to), N: len(su.Styles)},
			"%s is to move, but is not at the table (%d players)", sideCode(to), len(su.Styles)))
	case su.Seats[to].Out:
		b.fail(posErr(PositionError{Code: PosOutToMove, Side: sideCode(to)},
			"%s is to move, but is out of the game", sideCode(to)))
	default:
		s.toMove = to
	}
	level, err := su.level()
	if err != nil {
		b.fail(err)
	}
	s.level = uint8(max(level, 0))
	if su.Flat < 0 || su.Flat > 255 {
		b.fail(posErr(PositionError{Code: PosCount, Text: "flat", N: su.Flat}, "flat %d: want 0 to 255", su.Flat))
	}
	s.flat = uint8(min(max(su.Flat, 0), 255))
	s.raised = su.Raised
	if err := su.setDice(s); err != nil {
		b.fail(err)
	}
}

func specialPlace(st SpecialState) string {
	if st == SpecialCaptured {
		return "captured"
	}
	return "in reserve"
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// setDice sets the turn's roll and, mid-turn, what the first action left.
func (su *Setup) setDice(s *State) *PositionError {
	side := sideCode(su.ToMove)
	bad := func(format string, args ...any) *PositionError {
		return posErr(PositionError{Code: PosDice, Side: side, Text: fmt.Sprintf(format, args...)}, "dice: "+format, args...)
	}
	if len(su.Dice) == 0 {
		if len(su.Left) > 0 || su.HasLocked {
			return bad("what the turn's first action left, but no roll")
		}
		return nil
	}
	st := su.Styles[min(int(su.ToMove), len(su.Styles)-1)]
	want := 1
	switch st {
	case Sport:
		return bad("%s plays sport, without dice", side)
	case TwoDice:
		want = 2
	}
	if len(su.Dice) != want {
		return bad("%s plays %s and rolls %d dice, not %d", side, st, want, len(su.Dice))
	}
	for _, d := range su.Dice {
		if d < 1 || d > 6 {
			return bad("%d is not a die's value", d)
		}
	}
	copy(s.dice[:], su.Dice)
	s.diceLeft = uint8(len(su.Dice))
	s.diceMask = 0
	for _, d := range su.Dice {
		s.diceMask |= 1 << d
	}
	if len(su.Left) == 0 {
		if su.HasLocked {
			return bad("a block that made the turn's first action, but no die left for the second")
		}
		return nil
	}
	if st != TwoDice {
		return bad("%s plays %s: only two dice leave a second action", side, st)
	}
	s.diceLeft = 1
	mask := uint8(0)
	for _, d := range su.Left {
		if !slices.Contains(su.Dice, d) {
			return bad("%d left, but the roll is %v", d, su.Dice)
		}
		mask |= 1 << d
	}
	s.diceMask = mask
	if su.HasLocked {
		top, ok := s.Top(su.Locked)
		if !ok || top.Owner() != su.ToMove || su.Locked == Summit {
			return posErr(PositionError{Code: PosLocked, Side: side, Cell: su.Locked.String()},
				"block=%s: %s holds no block of %s's on top to have made the turn's first action", su.Locked, su.Locked, side)
		}
		s.locked = uint8(su.Locked) + 1
	}
	return nil
}
