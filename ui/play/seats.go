package play

import (
	"xima/games/catalog"
	"xima/ui/boards"
	"xima/ui/session"
)

// Seat is one seat of a game: who sits there.
type Seat struct {
	ProfileID int64 // 0 for a guest or the computer
	Name      string
	Computer  int // the computer's level; 0 for a person
}

// StoredSeat is a seat as a saved game or a record names it: a computer's
// code ("computer:3") seats the computer again.
func StoredSeat(profileID int64, name string) Seat {
	seat := Seat{ProfileID: profileID, Name: name}
	if profileID == 0 {
		seat.Computer, _ = session.ComputerLevel(name)
	}
	return seat
}

// Setup is a game as its set-up screen chose it, or as a saved game or a
// record left it.
type Setup struct {
	Kind  boards.Kind
	Seats []Seat
	// Variant and SeatOptions are the set-up's picks, for a rematch.
	Variant     string
	SeatOptions []int
	Rated       bool
	Clock       session.TimeControl
}

// names are the seats' names.
func (st Setup) names() []string {
	names := make([]string, len(st.Seats))
	for i, seat := range st.Seats {
		names[i] = seat.Name
	}
	return names
}

// newGame starts a new game as st says, with seed.
func (st Setup) newGame(h Host, seed uint64) (boards.Game, error) {
	return st.Kind.NewGameWith(boards.StartOptions{
		Options:     catalog.Options{Seats: len(st.Seats), Variant: st.Variant, Seed: seed, Names: st.names()},
		SeatOptions: st.SeatOptions,
		Clock:       st.Clock.Agreed,
		Date:        h.Now().Format("2006.01.02"),
	})
}

// EventHost is a host that keeps club events: a game begun for an event's
// table ends with the way back to that event instead of a rematch.
type EventHost interface {
	// ShowEvent shows the event with the id.
	ShowEvent(id int64)
}
