package xana

import (
	"fmt"
	"strconv"
	"strings"

	"xima/games/core"
)

// Colour is a side: White, the colour that moves first, and Black
// (rules/other-games.md, Xana: the seed's white and black stones; in its
// sample game Letters, here White, move first).
type Colour uint8

// The two colours.
const (
	White Colour = iota
	Black
)

// String returns "White" or "Black".
func (c Colour) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// ParseColour reads a colour's name, in any case.
func ParseColour(s string) (Colour, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "white":
		return White, nil
	case "black":
		return Black, nil
	}
	return 0, fmt.Errorf("xana: no colour %s (want White or Black)", core.Quote(s))
}

// Step is where the side to move stands within its turn.
type Step uint8

// The steps of a turn (rules/other-games.md, Xana: "Turn, in order").
const (
	StepStart Step = iota // a stack part, "-", "pass" or "swap"
	StepStack             // after the stack part: a wall or "end"
	StepSkip              // after "-": a wall (a turn of walls has at least one)
	StepWall              // after the first wall: a second wall or "end"
)

// String names the step.
func (s Step) String() string {
	switch s {
	case StepStart:
		return "start"
	case StepStack:
		return "after stack"
	case StepSkip:
		return "after -"
	case StepWall:
		return "after wall"
	}
	return "step " + strconv.Itoa(int(s))
}

// The content of a cell: 0 empty, wallCell, or a stack: its colour in bit 5
// and its height (1..2N) in the low bits.
const (
	wallCell   = 31
	colourBit  = 1 << 5
	heightMask = colourBit - 1
)

func stackCell(c Colour, h int) uint8 { return uint8(c)<<5 | uint8(h) }

// State is a position: the board, the reserves, the captured stones, the
// side to move and the step of its turn. It is a value: copy it with =,
// compare it with ==.
type State struct {
	cells   [MaxCells]uint8
	size    uint8
	toMove  Colour
	step    Step
	swapped bool     // the second player took over White (swap)
	played  uint8    // bit c: colour c has taken a turn (the first-turn rule)
	passes  uint8    // passes in a row; two end the game
	reserve [2]uint8 // stones off board
	lost    [2]uint8 // stones of each colour captured
	hash    uint64
}

// NewState returns the opening position of a board of side size (MinSize
// to MaxSize): an empty board, 2N stones in each reserve, White to move
// (rules/other-games.md, Xana: "Other sizes N are allowed with 2N stones each").
func NewState(size int) (State, error) {
	if size < MinSize || size > MaxSize {
		return State{}, fmt.Errorf("xana: board size %d: want %d to %d", size, MinSize, MaxSize)
	}
	s := State{size: uint8(size), reserve: [2]uint8{uint8(2 * size), uint8(2 * size)}}
	s.hash = s.computeHash()
	return s, nil
}

func (s *State) geo() *geometry { return boards[s.size] }

// Size returns the board's side N.
func (s *State) Size() int { return int(s.size) }

// Cells returns the number of cells; cells are 0 to Cells()-1.
func (s *State) Cells() int { return s.geo().cells }

// CellAt returns the cell (x, r) in the rules page's coordinates, or NoCell.
func (s *State) CellAt(x, r int) Cell { return s.geo().at(x, r) }

// XR returns a cell's coordinates: x the column (0 = a), r the row (1 = top).
func (s *State) XR(c Cell) (x, r int) { return int(s.geo().x[c]), int(s.geo().r[c]) }

// CellName writes a cell as the notation does: "k4".
func (s *State) CellName(c Cell) string { return s.geo().name(c) }

// ParseCell reads a cell name of this board.
func (s *State) ParseCell(text string) (Cell, bool) { return s.geo().parse(text) }

// Neighbours returns the cells next to c.
func (s *State) Neighbours(c Cell) []Cell {
	var out []Cell
	for _, n := range s.geo().nb[c] {
		if n != NoCell {
			out = append(out, n)
		}
	}
	return out
}

// Distance returns the hex step count between two cells.
func (s *State) Distance(a, b Cell) int { return s.geo().dist(a, b) }

// Empty reports whether c holds neither a stack nor a wall.
func (s *State) Empty(c Cell) bool { return s.cells[c] == 0 }

// Wall reports whether c holds a wall.
func (s *State) Wall(c Cell) bool { return s.cells[c] == wallCell }

// Height returns the height of the stack on c, 0 when there is none.
func (s *State) Height(c Cell) int {
	if v := s.cells[c]; v != wallCell {
		return int(v & heightMask)
	}
	return 0
}

// Owner returns the colour of the stack on c; ok is false without one.
func (s *State) Owner(c Cell) (col Colour, ok bool) {
	v := s.cells[c]
	return Colour(v >> 5), v != 0 && v != wallCell
}

// friendly reports whether c holds a stack of colour col.
func (s *State) friendly(c Cell, col Colour) bool {
	v := s.cells[c]
	return v != 0 && v != wallCell && Colour(v>>5) == col
}

// Reserve returns the stones of col off board.
func (s *State) Reserve(col Colour) int { return int(s.reserve[col]) }

// Lost returns how many stones of col were captured (each scores a point
// for the other colour).
func (s *State) Lost(col Colour) int { return int(s.lost[col]) }

// OnBoard returns how many stones of col stand on the board.
func (s *State) OnBoard(col Colour) int {
	n := 0
	for c := range s.geo().cells {
		if s.friendly(Cell(c), col) {
			n += int(s.cells[c] & heightMask)
		}
	}
	return n
}

// Mover returns the colour whose turn it is.
func (s *State) Mover() Colour { return s.toMove }

// ToMove returns the seat (0 = the player who began as White) whose turn it is.
func (s *State) ToMove() int { return s.Seat(s.toMove) }

// Seat returns the seat playing col: after a swap the second player (seat
// 1) plays White.
func (s *State) Seat(col Colour) int {
	if s.swapped {
		return int(col) ^ 1
	}
	return int(col)
}

// ColourOf returns the colour seat plays.
func (s *State) ColourOf(seat int) Colour { return Colour(s.Seat(Colour(seat))) }

// Step returns where the side to move stands within its turn.
func (s *State) Step() Step { return s.step }

// Swapped reports whether the second player took over White.
func (s *State) Swapped() bool { return s.swapped }

// FirstTurn reports whether col has not taken a turn yet, so any empty cell
// is accessible to it (rules/other-games.md, Xana: Accessible).
func (s *State) FirstTurn(col Colour) bool { return s.played&(1<<col) == 0 }

// Passes returns the passes in a row just played.
func (s *State) Passes() int { return int(s.passes) }

// Over reports whether both players passed in a row (the repetition rule
// is the Line's, since it needs the history).
func (s *State) Over() bool { return s.passes >= 2 }

// Result returns how the position stands by itself: over once both players
// passed in a row (reason Passes), won by the higher score. The repetition
// rule needs the history: Line.Result adds it.
func (s *State) Result() core.Result {
	if !s.Over() {
		return core.Going
	}
	return s.scored(Passes)
}

// scored returns the end of the game by why, scored as the rules page
// scores it (rules/other-games.md, Xana, End): the higher score wins, the
// colour that moved first (White, whichever seat plays it) on equal scores.
func (s *State) scored(why core.Reason) core.Result {
	w := White
	if s.Score(Black) > s.Score(White) {
		w = Black
	}
	return core.Result{Over: true, Winner: s.Seat(w), Reason: why}
}

// Hash returns the position's Zobrist hash, kept up to date by Apply.
func (s *State) Hash() uint64 { return s.hash }

// set puts content v on c, keeping the hash.
func (s *State) set(c Cell, v uint8) {
	s.hash ^= cellKey(c, s.cells[c]) ^ cellKey(c, v)
	s.cells[c] = v
}

// regions labels the empty cells by the region of empty cells (steps
// between neighbours) they belong to, and records which colours have a
// stack next to each region.
type regions struct {
	id    [MaxCells]uint16 // region number + 1 of an empty cell; 0 elsewhere
	touch [MaxCells]uint8  // bit c: a stack of colour c is next to region i
	count int
}

func (s *State) label(rg *regions) {
	g := s.geo()
	var queue [MaxCells]Cell
	rg.count = 0
	for c := range g.cells {
		rg.id[c] = 0
	}
	for c := range g.cells {
		if s.cells[c] != 0 || rg.id[c] != 0 {
			continue
		}
		k := rg.count
		rg.count++
		rg.touch[k] = 0
		rg.id[c] = uint16(k + 1)
		queue[0] = Cell(c)
		for head, tail := 0, 1; head < tail; head++ {
			for _, n := range g.nb[queue[head]] {
				switch {
				case n == NoCell:
				case s.cells[n] == 0:
					if rg.id[n] == 0 {
						rg.id[n] = uint16(k + 1)
						queue[tail] = n
						tail++
					}
				case s.cells[n] != wallCell:
					rg.touch[k] |= 1 << (s.cells[n] >> 5)
				}
			}
		}
	}
}

// around collects the regions next to c as a set of region numbers + 1.
func (rg *regions) around(g *geometry, c Cell) (ids [6]uint16, n int) {
	for _, nb := range g.nb[c] {
		if nb == NoCell || rg.id[nb] == 0 {
			continue
		}
		id := rg.id[nb]
		dup := false
		for _, have := range ids[:n] {
			dup = dup || have == id
		}
		if !dup {
			ids[n] = id
			n++
		}
	}
	return ids, n
}

func inSet(ids *[6]uint16, n int, id uint16) bool {
	for _, have := range ids[:n] {
		if have == id {
			return true
		}
	}
	return false
}

// Circle returns the circle of a stack of height h on c: the empty cells at
// distance at most h that a path of empty cells joins to c
// (rules/other-games.md, Xana: Circle). A part of h stones of the stack on
// c moves within Circle(c, h); walls go on the circles of friendly stacks.
func (s *State) Circle(c Cell, h int) []Cell {
	var rg regions
	s.label(&rg)
	g := s.geo()
	ids, n := rg.around(g, c)
	var out []Cell
	for b := range g.cells {
		if rg.id[b] != 0 && inSet(&ids, n, rg.id[b]) && g.dist(c, Cell(b)) <= h {
			out = append(out, Cell(b))
		}
	}
	return out
}

// Accessible returns the cells col may drop a new stack on: every empty
// cell on col's first turn, else the empty cells a path of empty cells joins
// to one of col's stacks (rules/other-games.md, Xana: Accessible).
func (s *State) Accessible(col Colour) []Cell {
	var rg regions
	s.label(&rg)
	first := s.FirstTurn(col)
	var out []Cell
	for c := range s.geo().cells {
		if id := rg.id[c]; id != 0 && (first || rg.touch[id-1]&(1<<col) != 0) {
			out = append(out, Cell(c))
		}
	}
	return out
}

// Territory returns the empty cells that a path of empty cells joins to a
// stack of col and to no stack of the other colour.
func (s *State) Territory(col Colour) int {
	var rg regions
	s.label(&rg)
	n := 0
	for c := range s.geo().cells {
		if id := rg.id[c]; id != 0 && rg.touch[id-1] == 1<<col {
			n++
		}
	}
	return n
}

// TerritoryCells returns the cells Territory counts for col, in cell
// order: the empty cells that a path of empty cells joins to a stack of col
// and to no stack of the other colour (what a board tints as col's ground).
func (s *State) TerritoryCells(col Colour) []Cell {
	var rg regions
	s.label(&rg)
	var out []Cell
	for c := range s.geo().cells {
		if id := rg.id[c]; id != 0 && rg.touch[id-1] == 1<<col {
			out = append(out, Cell(c))
		}
	}
	return out
}

// Score returns col's points now: its territory plus the enemy stones
// captured (rules/other-games.md, Xana: "Score: 1 per empty cell accessible
// to that player only, plus 1 per captured enemy stone").
func (s *State) Score(col Colour) int { return s.Territory(col) + int(s.lost[col^1]) }
