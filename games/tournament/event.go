package tournament

import (
	"errors"
	"fmt"
)

// Format is how an event pairs its members.
type Format uint8

// The formats.
const (
	RoundRobin       Format = iota + 1 // everyone meets everyone once
	DoubleRoundRobin                   // twice, the first seat turned the second time
	Swiss                              // a number of rounds, paired by score
)

var formatCodes = [...]string{RoundRobin: "round-robin", DoubleRoundRobin: "double-round-robin", Swiss: "swiss"}

// String returns the format's code: "round-robin", "double-round-robin"
// or "swiss", what the store keeps.
func (f Format) String() string {
	if f >= RoundRobin && int(f) < len(formatCodes) {
		return formatCodes[f]
	}
	return fmt.Sprintf("Format(%d)", uint8(f))
}

// ParseFormat reads a format's code.
func ParseFormat(code string) (Format, error) {
	for f := RoundRobin; int(f) < len(formatCodes); f++ {
		if formatCodes[f] == code {
			return f, nil
		}
	}
	return 0, fmt.Errorf("%w: format %q: want round-robin, double-round-robin or swiss", ErrConfig, code)
}

// The limits of an event.
const (
	MinTable        = 2  // players at a table, at least
	MaxTable        = 4  // and at most
	MaxRoundRobin   = 6  // members of a round robin, at most
	MaxSwissMembers = 64 // members of a Swiss, at most
)

// Errors callers test with errors.Is.
var (
	// ErrConfig refuses an event that cannot be run as configured.
	ErrConfig = errors.New("invalid event")
	// ErrRound refuses a round or a result out of turn: a round paired
	// before the last one is decided, a result for a round already
	// followed by another, a table or seat that does not exist.
	ErrRound = errors.New("invalid round")
	// ErrNoPairing means no pairing of the next round avoids a rematch
	// (or a second bye): the event should end.
	ErrNoPairing = errors.New("no pairing without a rematch")
)

// Config is an event's shape.
type Config struct {
	Format    Format
	Members   int // how many members play, numbered from 0
	TableSize int // players at a table, MinTable to MaxTable
	// Rounds is a Swiss's number of rounds, from 1 to Members-1 (Members
	// with an odd number of members, whose byes make a round more
	// possible). A round robin plans its own: Rounds is ignored.
	Rounds int
}

// Table is one game of a round: its members in seat order (seat 0 moves
// first; one member alone is a bye) and, once decided, its result: the
// winning seat, or -1 for a draw. A bye is decided at once, won.
type Table struct {
	Seats  []int
	Done   bool
	Winner int
}

// Bye reports whether the table is a bye.
func (t Table) Bye() bool { return len(t.Seats) == 1 }

// Event is an event under way: its configuration, the rounds paired so
// far and their results.
type Event struct {
	cfg      Config
	schedule [][]Table // a round robin's rounds, planned at the start
	rounds   [][]Table
}

// New starts an event with no round paired, or says what is wrong with
// its configuration.
func New(cfg Config) (*Event, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	e := &Event{cfg: cfg}
	if cfg.Format != Swiss {
		e.schedule = roundRobin(cfg)
		e.cfg.Rounds = len(e.schedule)
	}
	return e, nil
}

func (c Config) check() error {
	switch {
	case c.TableSize < MinTable || c.TableSize > MaxTable:
		return fmt.Errorf("%w: tables of %d: want %d to %d players", ErrConfig, c.TableSize, MinTable, MaxTable)
	case c.Format == RoundRobin || c.Format == DoubleRoundRobin:
		if c.Members < 2 || c.Members > MaxRoundRobin {
			return fmt.Errorf("%w: a round robin of %d members: want 2 to %d", ErrConfig, c.Members, MaxRoundRobin)
		}
	case c.Format == Swiss:
		if c.Members < 2 || c.Members > MaxSwissMembers {
			return fmt.Errorf("%w: a Swiss of %d members: want 2 to %d", ErrConfig, c.Members, MaxSwissMembers)
		}
		if max := c.maxSwissRounds(); c.Rounds < 1 || c.Rounds > max {
			return fmt.Errorf("%w: %d rounds for %d members: want 1 to %d", ErrConfig, c.Rounds, c.Members, max)
		}
	default:
		return fmt.Errorf("%w: format %d", ErrConfig, c.Format)
	}
	return nil
}

// maxSwissRounds is the most rounds a Swiss of c's members can have: past
// it every pairing at tables of two repeats a game (or gives a second
// bye). Tables of three or four have no such bound and get the same one.
func (c Config) maxSwissRounds() int {
	if c.Members%2 == 1 {
		return c.Members
	}
	return c.Members - 1
}

// MaxSwissRounds is the most rounds a Swiss of members can have at tables
// of two: past it every pairing repeats a game or gives a second bye.
func MaxSwissRounds(members int) int { return Config{Members: members}.maxSwissRounds() }

// Config returns the event's configuration; a round robin's Rounds is
// the number its schedule has.
func (e *Event) Config() Config { return e.cfg }

// Paired returns how many rounds are paired.
func (e *Event) Paired() int { return len(e.rounds) }

// Round returns round r's tables (r from 0), a copy.
func (e *Event) Round(r int) []Table {
	out := make([]Table, len(e.rounds[r]))
	for i, t := range e.rounds[r] {
		out[i] = Table{Seats: append([]int(nil), t.Seats...), Done: t.Done, Winner: t.Winner}
	}
	return out
}

// Decided reports whether every table of round r is decided.
func (e *Event) Decided(r int) bool {
	for _, t := range e.rounds[r] {
		if !t.Done {
			return false
		}
	}
	return true
}

// CanPair reports whether the next round may be paired: rounds remain
// and the last paired one is decided.
func (e *Event) CanPair() bool {
	n := len(e.rounds)
	return n < e.cfg.Rounds && (n == 0 || e.Decided(n-1))
}

// Over reports whether every round is paired and decided.
func (e *Event) Over() bool {
	n := len(e.rounds)
	return n == e.cfg.Rounds && e.Decided(n-1)
}

// PairNext pairs the next round and returns its tables (a bye last):
// the round robin's planned round, or the Swiss's pairing by score. It
// refuses while the last round has a table undecided (ErrRound) and when
// no pairing avoids a rematch (ErrNoPairing).
func (e *Event) PairNext() ([]Table, error) {
	n := len(e.rounds)
	if n >= e.cfg.Rounds {
		return nil, fmt.Errorf("%w: all %d rounds are paired", ErrRound, e.cfg.Rounds)
	}
	if n > 0 && !e.Decided(n-1) {
		return nil, fmt.Errorf("%w: round %d has a table undecided", ErrRound, n)
	}
	var tables []Table
	if e.schedule != nil {
		tables = e.schedule[n]
	} else {
		var err error
		if tables, err = e.pairSwiss(); err != nil {
			return nil, fmt.Errorf("round %d: %w", n+1, err)
		}
	}
	e.rounds = append(e.rounds, tables)
	return e.Round(n), nil
}

// AddRound adds a round paired earlier (as a store kept it), checking
// that it seats every member once at tables of the event's sizes. A bye
// is decided (won) on arrival; other results come through SetResult.
func (e *Event) AddRound(tables []Table) error {
	n := len(e.rounds)
	if n >= e.cfg.Rounds {
		return fmt.Errorf("%w: all %d rounds are paired", ErrRound, e.cfg.Rounds)
	}
	seen := make([]bool, e.cfg.Members)
	round := make([]Table, len(tables))
	for i, t := range tables {
		if len(t.Seats) < 1 || len(t.Seats) > e.cfg.TableSize {
			return fmt.Errorf("%w: round %d, table %d: %d seats at tables of %d", ErrRound, n+1, i+1, len(t.Seats), e.cfg.TableSize)
		}
		for _, m := range t.Seats {
			if m < 0 || m >= e.cfg.Members || seen[m] {
				return fmt.Errorf("%w: round %d, table %d: member %d seated twice or unknown", ErrRound, n+1, i+1, m)
			}
			seen[m] = true
		}
		round[i] = Table{Seats: append([]int(nil), t.Seats...), Winner: -1}
		if round[i].Bye() {
			round[i].Done, round[i].Winner = true, 0
		}
	}
	for m, ok := range seen {
		if !ok {
			return fmt.Errorf("%w: round %d seats no table for member %d", ErrRound, n+1, m)
		}
	}
	e.rounds = append(e.rounds, round)
	return nil
}

// SetResult decides table t of round r (both from 0): winner is the
// winning seat, or -1 for a draw. Only the last round paired takes
// results (ErrRound), so that no later pairing rests on a changed one.
func (e *Event) SetResult(r, t, winner int) error {
	if r < 0 || r >= len(e.rounds) || t < 0 || t >= len(e.rounds[r]) {
		return fmt.Errorf("%w: no table %d in round %d", ErrRound, t+1, r+1)
	}
	if r != len(e.rounds)-1 {
		return fmt.Errorf("%w: round %d is over: round %d is paired", ErrRound, r+1, len(e.rounds))
	}
	tb := &e.rounds[r][t]
	if tb.Bye() {
		return fmt.Errorf("%w: round %d, table %d is a bye", ErrRound, r+1, t+1)
	}
	if winner < -1 || winner >= len(tb.Seats) {
		return fmt.Errorf("%w: round %d, table %d has no seat %d", ErrRound, r+1, t+1, winner)
	}
	tb.Done, tb.Winner = true, winner
	return nil
}
