package maxima

import (
	"fmt"
	"strings"

	"xima/games/core"
)

// Color is a side: White moves first.
type Color uint8

// The two sides.
const (
	White Color = iota
	Black
)

// String returns "White" or "Black".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Kind is a piece type (rules/other-games.md, Maxima, Setup and Pieces).
type Kind uint8

// The piece types; NoKind is an empty square's.
const (
	NoKind Kind = iota
	Pawn
	Guard
	LongLeaper
	Mage
	Chameleon
	Immobilizer
	Coordinator
	Withdrawer
	King
)

var kindNames = [...]string{"none", "Pawn", "Guard", "Long Leaper", "Mage", "Chameleon", "Immobilizer", "Coordinator", "Withdrawer", "King"}

// kindLetters are the letters of diagrams and position strings; the
// Coordinator is O, as C is the Chameleon.
const kindLetters = ".PGLMCIOWK"

// String returns the piece type's name, e.g. "Long Leaper".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Letter returns the type's upper-case letter (P G L M C I O W K).
func (k Kind) Letter() byte {
	if int(k) < len(kindLetters) {
		return kindLetters[k]
	}
	return '?'
}

// Piece is a coloured piece, or Empty: the kind in the low four bits, the
// colour in bit 4.
type Piece uint8

// Empty is the content of a square without a piece.
const Empty Piece = 0

// MakePiece returns the piece of colour c and kind k.
func MakePiece(c Color, k Kind) Piece { return Piece(k) | Piece(c)<<4 }

// Kind returns the piece's type (NoKind for Empty).
func (p Piece) Kind() Kind { return Kind(p & 15) }

// Color returns the piece's side; meaningless for Empty.
func (p Piece) Color() Color { return Color(p >> 4) }

// Letter returns the piece's letter: upper case White, lower case Black,
// '.' for Empty.
func (p Piece) Letter() byte {
	l := p.Kind().Letter()
	if p != Empty && p.Color() == Black {
		l |= 0x20
	}
	return l
}

// String returns e.g. "White Mage", or "empty".
func (p Piece) String() string {
	if p == Empty {
		return "empty"
	}
	return p.Color().String() + " " + p.Kind().String()
}

// State is a position: the pieces on the board and the side to move. It is
// a plain value: copy it with =, compare positions with ==.
type State struct {
	board  [Squares]Piece
	king   [2]Square // each side's King, NoSquare when it has none
	count  [2]uint8  // pieces per side, the King included
	toMove Color
	hash   uint64
}

// Opening is the set-up (rules/other-games.md, Maxima, Setup) as a position
// string (see ParsePosition): White on ranks 1-3, Black mirrored on 9-7.
const Opening = "2/1m1wk1m1/1cliolc1/gppppppg/8/8/8/GPPPPPPG/1CLIOLC1/1M1WK1M1/2 w"

// NewState returns the opening position, White to move.
func NewState() State {
	s, err := ParsePosition(Opening)
	if err != nil {
		panic(err)
	}
	return s
}

// ParsePosition reads a position string: the ranks from 10 down to 0
// separated by '/', each listing its squares from file a (ranks 10 and 0:
// only d and e) as piece letters (upper case White, lower case Black) and
// digits counting empty squares; then a space and the side to move, "w" or
// "b". Each side needs exactly one King.
func ParsePosition(text string) (State, error) {
	var s State
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return s, fmt.Errorf("maxima: position %s: want the ranks and the side to move", core.Quote(text))
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != Ranks {
		return s, fmt.Errorf("maxima: position has %d ranks, want %d", len(ranks), Ranks)
	}
	s.king = [2]Square{NoSquare, NoSquare}
	for i, row := range ranks {
		r := Ranks - 1 - i
		f, last := 0, Files
		if r == 0 || r == Ranks-1 {
			f, last = 3, 5
		}
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '1' && ch <= '8' {
				f += int(ch - '0')
				continue
			}
			k := Kind(strings.IndexByte(kindLetters, ch&^0x20))
			if ch == '.' || k <= NoKind || k > King || f >= last {
				return s, fmt.Errorf("maxima: position rank %d: bad %s", r, core.Quote(row))
			}
			c := White
			if ch >= 'a' {
				c = Black
			}
			q := MakeSquare(f, r)
			if k == King {
				if s.king[c] != NoSquare {
					return s, fmt.Errorf("maxima: position: two %s Kings", c)
				}
				s.king[c] = q
			}
			s.board[q] = MakePiece(c, k)
			s.count[c]++
			f++
		}
		if f != last {
			return s, fmt.Errorf("maxima: position rank %d: %s does not fill the rank", r, core.Quote(row))
		}
	}
	switch fields[1] {
	case "w":
		s.toMove = White
	case "b":
		s.toMove = Black
	default:
		return s, fmt.Errorf("maxima: position: side to move %s, want w or b", core.Quote(fields[1]))
	}
	if s.king[White] == NoSquare || s.king[Black] == NoSquare {
		return s, fmt.Errorf("maxima: position: each side needs its King")
	}
	s.hash = s.computeHash()
	return s, nil
}

// Position returns the position string ParsePosition reads.
func (s *State) Position() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		f, last := 0, Files
		if r == 0 || r == Ranks-1 {
			f, last = 3, 5
		}
		empty := 0
		for ; f < last; f++ {
			p := s.board[MakeSquare(f, r)]
			if p == Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(p.Letter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if s.toMove == White {
		b.WriteString(" w")
	} else {
		b.WriteString(" b")
	}
	return b.String()
}

// At returns the piece on q (Empty off the board).
func (s *State) At(q Square) Piece {
	if !q.Valid() {
		return Empty
	}
	return s.board[q]
}

// ToMove returns the side to move.
func (s *State) ToMove() Color { return s.toMove }

// Hash returns the position's Zobrist key (board and side to move).
func (s *State) Hash() uint64 { return s.hash }

// Count returns how many pieces side c has, its King included.
func (s *State) Count(c Color) int { return int(s.count[c]) }

// King returns side c's King square (NoSquare if it has none).
func (s *State) King(c Color) Square { return s.king[c] }

// Immobilized reports whether the piece on q is frozen (rules/other-games.md,
// Maxima; seed, Immobilizer and Chameleon): a piece other than a Mage next to
// an enemy Immobilizer, or an Immobilizer next to an enemy Chameleon. The
// freezing is passive: a frozen Immobilizer or Chameleon still freezes.
func (s *State) Immobilized(q Square) bool {
	if !q.Valid() || s.board[q] == Empty {
		return false
	}
	return s.frozen(q, s.board[q])
}

func (s *State) frozen(q Square, p Piece) bool { return s.freezer(q, p) != NoSquare }

// freezer returns the enemy next to q that immobilizes p there (an
// Immobilizer, or a Chameleon beside an Immobilizer), or NoSquare.
func (s *State) freezer(q Square, p Piece) Square {
	k := p.Kind()
	if k == Mage {
		return NoSquare
	}
	enemyImm := MakePiece(p.Color()^1, Immobilizer)
	enemyCham := MakePiece(p.Color()^1, Chameleon)
	for d := range 8 {
		n := step[q][d]
		if n == NoSquare {
			continue
		}
		if e := s.board[n]; e == enemyImm || (k == Immobilizer && e == enemyCham) {
			return n
		}
	}
	return NoSquare
}

// filled reports whether side c has pieces on both squares of goal.
func (s *State) filled(c Color, goal [2]Square) bool {
	a, b := s.board[goal[0]], s.board[goal[1]]
	return a != Empty && b != Empty && a.Color() == c && b.Color() == c
}

// InCheck reports whether the side to move is in check, by King attack or
// by palace threat (rules/other-games.md, Maxima, Check).
func (s *State) InCheck() bool { return s.inCheck(s.toMove) }

// KingAttacked reports whether some pseudo-legal move of c's enemy would
// capture c's King.
func (s *State) KingAttacked(c Color) bool {
	return s.king[c] != NoSquare && s.kingAttacked(s.king[c], c^1)
}

// PalaceThreatened reports whether some pseudo-legal move of c's enemy
// would put enemy pieces on both of c's goal squares.
func (s *State) PalaceThreatened(c Color) bool { return s.palaceThreat(c) }

func (s *State) inCheck(c Color) bool {
	return (s.king[c] != NoSquare && s.kingAttacked(s.king[c], c^1)) || s.palaceThreat(c)
}
