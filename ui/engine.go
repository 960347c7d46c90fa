package ui

// engine is the part of every other game's Game (games/<name>) that the
// shell uses as it is: the engines share these names and meanings.
type engine interface {
	Seats() int
	ToMove() int
	Moves() []string
	Undo() error
	Resign(seat int) error
	Record() string
}

// engineMoves gives a boardGame adapter the methods that pass straight
// through to its engine.
type engineMoves struct{ e engine }

func (m engineMoves) seats() int            { return m.e.Seats() }
func (m engineMoves) toMove() int           { return m.e.ToMove() }
func (m engineMoves) moves() []string       { return m.e.Moves() }
func (m engineMoves) undo() error           { return m.e.Undo() }
func (m engineMoves) resign(seat int) error { return m.e.Resign(seat) }
func (m engineMoves) record() string        { return m.e.Record() }
