package xoliba

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"xima/games/core"
)

// Color is what a piece shows: white (neutral) or a player's colour.
type Color uint8

// The colours. Seat s plays colour s+1: red, blue, green.
const (
	White Color = iota
	Red
	Blue
	Green
)

// String returns the colour's name, e.g. "Red".
func (c Color) String() string { return [...]string{"White", "Red", "Blue", "Green"}[c&3] }

// SeatColor returns the colour seat plays.
func SeatColor(seat int) Color { return Color(seat + 1) }

// MaxPlayers is the most players a game has.
const MaxPlayers = 3

// QuietLimit is the number of moves in a row without a capture that ends a
// game (rules/other-games.md, Xoliba: 30 turns, passes not counted).
const QuietLimit = 30

// The ways a game of Xoliba ends besides the shared ones (core.Resigned,
// core.Flagged, core.Repetition, core.Agreement), as the codes records and
// storage keep (rules/other-games.md, Xoliba).
const (
	NoMove      core.Reason = "no-move"      // two players: a second pass in a row; one player: red cannot form a triangle
	FewPieces   core.Reason = "few-pieces"   // a player (two players) or red (one player) has fewer than three pieces
	QuietTurns  core.Reason = "quiet-turns"  // QuietLimit moves in a row without a capture
	LastPlayer  core.Reason = "last-player"  // three players: only one is left
	AllCaptured core.Reason = "all-captured" // one player: every blue piece is captured
)

// State is a position: where the pieces are, who is to move, who is still
// in, who passed last turn, the captures so far and how the game ended. It
// is a value: copy it with =, compare it with ==.
type State struct {
	pieces   [MaxPlayers]Set // each seat's pieces; every other point holds a white piece
	hash     uint64
	players  uint8
	order    [MaxPlayers]uint8     // seats in turn order
	toMove   uint8                 // a seat
	out      uint8                 // seats out of the game, a bit each (three players)
	passed   uint8                 // seats whose last turn was a pass, a bit each
	quiet    uint8                 // moves in a row without a capture
	end      core.Reason           // core.NotOver while the game goes on
	resigned uint8                 // the seat that resigned or flagged, with end core.Resigned or core.Flagged
	lost     [MaxPlayers]uint8     // each seat's pieces captured
	took     [MaxPlayers]uint8     // enemy pieces each seat captured
	initial  [MaxPlayers + 1]uint8 // pieces of each colour at the start, white first
	ply      uint16
}

// Setup returns a shuffled starting position for players (1, 2 or 3)
// from seed, with the order of play (rules/other-games.md, Xoliba: Pieces,
// Order). The shuffle, documented in docs/xoliba-rules.md so that others can
// reproduce it: r := rand.New(rand.NewPCG(seed, seed^0x5851F42D4C957F2D));
// the bag holds the red, then blue, then green, then white pieces to place
// (one player: the 8 corners take white pieces first, the bag keeps 3);
// r.Shuffle(len(bag), swap); the bag's pieces go to the free points in
// point order (a2, a3, ..., g6); then lot := r.Perm(players) breaks ties in
// the order of play.
func NewState(players int, seed uint64) (State, error) {
	if players < 1 || players > MaxPlayers {
		return State{}, fmt.Errorf("xoliba: %d players: want 1, 2 or 3", players)
	}
	board, lot := shuffle(players, seed)
	return newState(players, board, lot)
}

// shuffle places the pieces for players from seed and draws the lot
// (NewState).
func shuffle(players int, seed uint64) ([Points]Color, []int) {
	r := rand.New(rand.NewPCG(seed, seed^0x5851F42D4C957F2D))
	var board [Points]Color
	free := AllPoints
	var bag []Color
	add := func(c Color, n int) {
		for range n {
			bag = append(bag, c)
		}
	}
	switch players {
	case 1:
		free &^= Corners
		add(Red, 17)
		add(Blue, 17)
		add(White, 3)
	case 2:
		add(Red, 17)
		add(Blue, 17)
		add(White, 11)
	case 3:
		add(Red, 12)
		add(Blue, 12)
		add(Green, 12)
		add(White, 9)
	}
	r.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	i := 0
	for p := range Point(Points) {
		if free.Has(p) {
			board[p] = bag[i]
			i++
		}
	}
	return board, r.Perm(players)
}

// newState builds the starting position of a board. lot ranks the seats
// for ties in the order of play.
func newState(players int, board [Points]Color, lot []int) (State, error) {
	s := State{players: uint8(players)}
	for p, c := range board {
		switch {
		case c == White:
		case int(c) > players && !(players == 1 && c == Blue):
			return State{}, fmt.Errorf("xoliba: a %s piece in a %d-player game", strings.ToLower(c.String()), players)
		default:
			s.pieces[c-1] |= Bit(Point(p))
		}
		s.initial[c]++
	}
	if players == 1 && s.pieces[1] == 0 {
		return State{}, fmt.Errorf("xoliba: a one-player game needs blue pieces to capture")
	}
	s.order = startOrder(&s, lot)
	s.toMove = s.order[0]
	s.hash = s.computeHash()
	s.settleStart()
	return s, nil
}

// startOrder sorts the seats for the order of play (rules/other-games.md,
// Xoliba, Order): fewest pieces on corners first, then fewest on edges, then
// by lot.
func startOrder(s *State, lot []int) [MaxPlayers]uint8 {
	var order [MaxPlayers]uint8
	n := int(s.players)
	for i := range n {
		order[i] = uint8(i)
	}
	less := func(a, b uint8) bool {
		ca, cb := (s.pieces[a] & Corners).Len(), (s.pieces[b] & Corners).Len()
		if ca != cb {
			return ca < cb
		}
		ea, eb := (s.pieces[a] & Edges).Len(), (s.pieces[b] & Edges).Len()
		if ea != eb {
			return ea < eb
		}
		return lot[a] < lot[b]
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && less(order[j], order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	return order
}

// ParseSetup builds a starting position from the Setup notation: the rows
// from 7 down to 1, separated by "/", each row's points left to right as
// r, b, g or w (rows 7 and 1 have 5 points, the others 7). The lot that
// breaks ties in the order of play is NewState's for the same seed, so the
// setup of a seed's shuffle gives that shuffle's game.
func ParseSetup(players int, setup string, seed uint64) (State, error) {
	if players < 1 || players > MaxPlayers {
		return State{}, fmt.Errorf("xoliba: %d players: want 1, 2 or 3", players)
	}
	rows := strings.Split(strings.TrimSpace(setup), "/")
	if len(rows) != 7 {
		return State{}, fmt.Errorf("xoliba: setup %s: want 7 rows separated by /", core.Quote(setup))
	}
	var board [Points]Color
	for i, row := range rows {
		r := 6 - i
		var cols []int
		for c := range 7 {
			if _, ok := PointAt(c, r); ok {
				cols = append(cols, c)
			}
		}
		if len(row) != len(cols) {
			return State{}, fmt.Errorf("xoliba: setup row %d %s: want %d points", r+1, core.Quote(row), len(cols))
		}
		for j, c := range cols {
			p, _ := PointAt(c, r)
			switch row[j] | 0x20 {
			case 'w':
				board[p] = White
			case 'r':
				board[p] = Red
			case 'b':
				board[p] = Blue
			case 'g':
				board[p] = Green
			default:
				return State{}, fmt.Errorf("xoliba: setup row %d: %q is not r, b, g or w", r+1, row[j])
			}
		}
	}
	_, lot := shuffle(players, seed)
	return newState(players, board, lot)
}

// Setup writes the position's board in the Setup notation (ParseSetup).
func (s *State) Setup() string {
	var b strings.Builder
	for r := 6; r >= 0; r-- {
		for c := range 7 {
			if p, ok := PointAt(c, r); ok {
				b.WriteByte("wrbg"[s.At(p)])
			}
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

// Players returns the number of players: 1, 2 or 3.
func (s *State) Players() int { return int(s.players) }

// At returns the colour of the piece on p.
func (s *State) At(p Point) Color {
	for i := range s.pieces {
		if s.pieces[i].Has(p) {
			return Color(i + 1)
		}
	}
	return White
}

// Pieces returns the points of colour c's pieces (White: the white pieces).
func (s *State) Pieces(c Color) Set {
	if c == White {
		return AllPoints &^ s.occupied()
	}
	return s.pieces[c-1]
}

// Count returns how many pieces of colour c are on the board.
func (s *State) Count(c Color) int { return s.Pieces(c).Len() }

// Initial returns how many pieces of colour c the game started with.
func (s *State) Initial(c Color) int { return int(s.initial[c&3]) }

// Lost returns how many of colour c's pieces were captured (turned white by
// a capture; not those of a player taken out of a three-player game).
func (s *State) Lost(c Color) int {
	if c == White {
		return 0
	}
	return int(s.lost[c-1])
}

// Took returns how many enemy pieces the seat captured: its points in a
// three-player game, the blue pieces captured in a one-player game.
func (s *State) Took(seat int) int { return int(s.took[seat]) }

func (s *State) occupied() Set { return s.pieces[0] | s.pieces[1] | s.pieces[2] }

// ToMove returns the seat to move (the last to move once the game is over).
func (s *State) ToMove() int { return int(s.toMove) }

// Order returns the seats in the order of play.
func (s *State) Order() []int {
	out := make([]int, s.players)
	for i := range out {
		out[i] = int(s.order[i])
	}
	return out
}

// In reports whether the seat is still in the game.
func (s *State) In(seat int) bool { return seat < int(s.players) && s.out&(1<<seat) == 0 }

// Passed reports whether the seat passed on its last turn.
func (s *State) Passed(seat int) bool { return s.passed&(1<<seat) != 0 }

// QuietMoves returns the moves played in a row without a capture.
func (s *State) QuietMoves() int { return int(s.quiet) }

// Ply returns the number of actions (moves and passes) played.
func (s *State) Ply() int { return int(s.ply) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.end != core.NotOver }

// End returns why the game ended (core.NotOver while it goes on).
func (s *State) End() core.Reason { return s.end }

// Result returns how the game stands: the winner (State.Winner) and the
// reason once it is over.
func (s *State) Result() core.Result {
	if s.end == core.NotOver {
		return core.Going
	}
	return core.Result{Over: true, Winner: s.Winner(), Reason: s.end}
}

// leftGame reports whether the game ended by a player leaving it: a
// resignation or a flag fall.
func (s *State) leftGame() bool { return s.end == core.Resigned || s.end == core.Flagged }

// Hash returns the Zobrist hash of the board and the seat to move: the
// position the repetition rule compares.
func (s *State) Hash() uint64 { return s.hash }

// Biggest returns the size of the biggest valid triangle with all three
// corners on colour c's pieces (rules/other-games.md, Xoliba, Score).
func (s *State) Biggest(c Color) Shape {
	own := s.Pieces(c)
	if c == White {
		return NoTriangle
	}
	best := NoTriangle
	for i := range triangles {
		t := &triangles[i]
		if t.size > best && t.corners&own == t.corners {
			best = t.size
		}
	}
	return best
}

// Diagram draws the board: rows 7 to 1, R, B and G for coloured pieces and
// . for white ones.
func (s *State) Diagram() string {
	var b strings.Builder
	for r := 6; r >= 0; r-- {
		fmt.Fprintf(&b, "%d ", r+1)
		for c := range 7 {
			ch := byte(' ')
			if p, ok := PointAt(c, r); ok {
				ch = ".RBG"[s.At(p)]
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("   a b c d e f g\n")
	return b.String()
}
