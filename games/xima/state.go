package xima

import (
	"fmt"

	"xima/games/core"
)

// Material and limits (rules/xima.md, Material).
const (
	MaxPlayers   = 4
	StartCommons = 9
	// MaxHeight bounds a column. The rules set no bound; 48 blocks in one
	// column needs reinforcements many times over, and a move that would go
	// higher is not generated (docs/xima-rules.md).
	MaxHeight     = 48
	Reinforcement = 3 // blocks each player receives (rules 13 and 14)
	FlatRounds    = 20
)

// Player is a seat: 0 red (moves first), 1 blue, 2 yellow, 3 green.
type Player uint8

// The seats in turn order.
const (
	Red Player = iota
	Blue
	Yellow
	Green
)

var playerNames = [MaxPlayers]string{"Red", "Blue", "Yellow", "Green"}

// String returns the colour's name.
func (p Player) String() string {
	if p < MaxPlayers {
		return playerNames[p]
	}
	return fmt.Sprintf("Player(%d)", uint8(p))
}

// Style is how a player takes turns (rules/xima.md, Modes).
type Style uint8

// The styles.
const (
	Sport   Style = iota // one action, any distance
	Luck                 // one die, one action of exactly that distance
	TwoDice              // two dice, up to two actions with two different blocks
)

var styleNames = [...]string{"sport", "luck", "two-dice"}

// String returns the style's record name.
func (s Style) String() string {
	if int(s) < len(styleNames) {
		return styleNames[s]
	}
	return fmt.Sprintf("Style(%d)", uint8(s))
}

// ParseStyle reads a style name, case-insensitively ("two-dice" also as "twodice", "dice2").
func ParseStyle(s string) (Style, error) {
	switch lower(s) {
	case "sport", "sports":
		return Sport, nil
	case "luck", "dice":
		return Luck, nil
	case "two-dice", "twodice", "two_dice", "2dice", "dice2":
		return TwoDice, nil
	}
	return 0, fmt.Errorf("unknown style %s (want sport, luck or two-dice)", core.Quote(s))
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// Block is one block on the board: its owner and whether it is the special.
type Block uint8

const specialBit = 4

// MakeBlock returns the block of player p, special or common.
func MakeBlock(p Player, special bool) Block {
	if special {
		return Block(p) | specialBit
	}
	return Block(p)
}

// Owner returns the block's player.
func (b Block) Owner() Player { return Player(b & 3) }

// Special reports whether the block is its player's special block.
func (b Block) Special() bool { return b&specialBit != 0 }

// SpecialState says where a player's special block is.
type SpecialState uint8

// Where the special can be.
const (
	SpecialInReserve SpecialState = iota
	SpecialOnBoard
	SpecialCaptured
)

// The ends of a game only Xima has, as core.Result reasons (rules/xima.md,
// End of the game). A resignation is core.Resigned, a fall of the clock
// core.Flagged. The reinforcement rules (13, 14) end nothing, and the
// repetition rule makes actions illegal instead of ending the game (a side
// left with none is drowned).
const (
	SummitReached core.Reason = "summit"        // the winner's special entered G7
	Drowned       core.Reason = "drowned"       // the winner, to move, had no legal action
	OutOfBlocks   core.Reason = "out-of-blocks" // every other player ran out of blocks (rule 12)
)

// meta is every field of State except the columns: small, so Apply saves it
// whole in the Undo value and Unapply restores it with one assignment.
type meta struct {
	hash     uint64
	reserve  [MaxPlayers]uint8 // common blocks in reserve
	special  [MaxPlayers]SpecialState
	onBoard  [MaxPlayers]uint8 // blocks on the board
	captured [MaxPlayers]uint8 // the player's blocks captured by others and not rescued
	took     [MaxPlayers]uint8 // enemy blocks the player captured
	givenUp  [MaxPlayers]uint8 // common blocks given up for rescues or on resigning
	received [MaxPlayers]uint8 // blocks ever received: 10 plus reinforcements
	styles   [MaxPlayers]Style
	players  uint8
	alive    uint8 // bit p: player p is still in
	toMove   Player
	dice     [2]uint8 // the roll of the turn (dice styles), 0 before rolling
	diceMask uint8    // bit d: the next moving action may travel d cells
	diceLeft uint8    // dice not yet used this turn
	locked   uint8    // cell+1 of the block the turn's first action used; 0 none
	level    uint8    // highest floor a block has come to rest on
	raised   bool     // an action of the current round raised the level
	flat     uint8    // rounds in a row that did not raise the level
	ply      uint16   // actions applied since the start
	winner   Player
	reason   core.Reason // core.NotOver while the game goes on
}

// State is a position of Xima: the columns, the reserves, the side to move,
// the dice of the turn and the counters of the reinforcement rules. It is a
// plain value: s2 := s copies it.
type State struct {
	cols   [Cells][MaxHeight]Block // bottom to top
	height [Cells]uint8
	meta
}

// NewState returns the initial position for len(styles) players (2 to 4),
// seated red, blue, yellow, green, each with the given style.
func NewState(styles ...Style) (State, error) {
	var s State
	n := len(styles)
	if n < 2 || n > MaxPlayers {
		return s, fmt.Errorf("xima: %d players (want 2 to 4)", n)
	}
	s.players = uint8(n)
	for p := range n {
		if styles[p] > TwoDice {
			return s, fmt.Errorf("xima: unknown style %d", styles[p])
		}
		s.styles[p] = styles[p]
		s.reserve[p] = StartCommons
		s.received[p] = StartCommons + 1
		s.alive |= 1 << p
	}
	s.hash = s.computeHash()
	return s, nil
}

// Players returns the number of seats.
func (s *State) Players() int { return int(s.players) }

// ToMove returns the player whose turn it is.
func (s *State) ToMove() Player { return s.toMove }

// Style returns player p's style.
func (s *State) Style(p Player) Style { return s.styles[p] }

// Alive reports whether player p is still in the game.
func (s *State) Alive(p Player) bool { return s.alive&(1<<p) != 0 }

// Height returns the number of blocks in the cell's column.
func (s *State) Height(c Cell) int { return int(s.height[c]) }

// At returns the block i levels up the cell's column (0 = bottom).
func (s *State) At(c Cell, i int) Block { return s.cols[c][i] }

// Top returns the cell's top block; ok is false for an empty cell.
func (s *State) Top(c Cell) (b Block, ok bool) {
	h := s.height[c]
	if h == 0 {
		return 0, false
	}
	return s.cols[c][h-1], true
}

// Surface returns the height of the column's top: terrain plus blocks.
func (s *State) Surface(c Cell) int { return c.Terrain() + int(s.height[c]) }

// Reserve returns the common blocks player p has in reserve.
func (s *State) Reserve(p Player) int { return int(s.reserve[p]) }

// SpecialState returns where player p's special is.
func (s *State) SpecialState(p Player) SpecialState { return s.special[p] }

// OnBoard returns how many of player p's blocks stand on the board.
func (s *State) OnBoard(p Player) int { return int(s.onBoard[p]) }

// CapturedOf returns how many of player p's blocks others have captured
// (a rescued special no longer counts).
func (s *State) CapturedOf(p Player) int { return int(s.captured[p]) }

// Took returns how many enemy blocks player p has captured.
func (s *State) Took(p Player) int { return int(s.took[p]) }

// GivenUp returns how many of player p's blocks left the game without capture
// (rescues, or a resignation with 3-4 players).
func (s *State) GivenUp(p Player) int { return int(s.givenUp[p]) }

// Received returns how many blocks player p has had: 10 plus reinforcements.
func (s *State) Received(p Player) int { return int(s.received[p]) }

// Level returns the highest floor a block has come to rest on (0 at the start).
func (s *State) Level() int { return int(s.level) }

// FlatRounds returns the rounds in a row in which the level did not rise.
func (s *State) FlatRounds() int { return int(s.flat) }

// Ply returns the number of actions applied since the initial position.
func (s *State) Ply() int { return int(s.ply) }

// Hash returns the position's hash: columns, reserves, specials, the side to
// move and who is still in, the things the repetition rule compares.
func (s *State) Hash() uint64 { return s.hash }

// Result returns how the game stands: the winner's seat and the reason once
// it is over. A drowned side is found by Line and Game, which see the
// repetition rule.
func (s *State) Result() core.Result {
	if s.reason == core.NotOver {
		return core.Going
	}
	return core.Result{Over: true, Winner: int(s.winner), Reason: s.reason}
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.reason != core.NotOver }

// Dice returns the turn's roll (0s before rolling and in the sport style).
func (s *State) Dice() [2]uint8 { return s.dice }

// NeedsRoll reports whether the side to move uses dice and has not rolled.
func (s *State) NeedsRoll() bool {
	return s.styles[s.toMove] != Sport && s.diceLeft == 0 && !s.Over()
}

// MidTurn reports whether a two-dice player has made the turn's first action.
func (s *State) MidTurn() bool { return s.styles[s.toMove] == TwoDice && s.diceLeft == 1 }

// DiceLeft returns the die values the rest of the turn may use, bit d for
// the value d: the roll's, then, mid-turn, the die a two-dice player's
// first action left (both when it needed neither or either would do).
func (s *State) DiceLeft() uint8 { return s.diceMask }

// drown ends the game: the side to move has no legal action and wins (rule 7).
func (s *State) drown() { s.winner, s.reason = s.toMove, Drowned }

// Roll sets the dice of the side to move: one value for luck, two for
// two-dice, each 1 to 6.
func (s *State) Roll(dice ...uint8) error {
	if !s.NeedsRoll() {
		return fmt.Errorf("xima: %s does not roll now", s.toMove)
	}
	want := 1
	if s.styles[s.toMove] == TwoDice {
		want = 2
	}
	if len(dice) != want {
		return fmt.Errorf("xima: %s rolls %d dice, not %d", s.toMove, want, len(dice))
	}
	for _, d := range dice {
		if d < 1 || d > 6 {
			return fmt.Errorf("xima: die value %d (want 1 to 6)", d)
		}
	}
	s.dice = [2]uint8{}
	copy(s.dice[:], dice)
	s.diceLeft = uint8(want)
	s.diceMask = 0
	for _, d := range dice {
		s.diceMask |= 1 << d
	}
	return nil
}

// available counts player p's blocks that can still play: on the board or in
// reserve (rules/xima.md, Reinforcements).
func (s *State) available(p Player) int {
	n := int(s.onBoard[p]) + int(s.reserve[p])
	if s.special[p] == SpecialInReserve {
		n++
	}
	return n
}

// LacksMaterial reports whether player p has fewer than 3 available blocks.
func (s *State) LacksMaterial(p Player) bool { return s.available(p) < Reinforcement }
