package play

import (
	"fmt"
	"strings"

	"xima/games/core"
	"xima/storage"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/session"
)

// Resume reopens a saved game of kind where it stood, clocks included.
func Resume(h Host, kind boards.Kind, sv storage.SavedGame) {
	g, err := kind.ReadGame(strings.NewReader(sv.Record))
	if err != nil {
		h.ShowError(fmt.Errorf("%s %d: %w", lang.L("saved game"), sv.ID, err))
		return
	}
	st := Setup{Kind: kind, Rated: sv.Rated, Clock: session.TimeControl{Agreed: sv.TimeControl, Increment: sv.Increment}}
	for _, seat := range sv.Seats {
		st.Seats = append(st.Seats, StoredSeat(seat.ProfileID, seat.Name))
	}
	Show(h, st, g, &sv)
}

// PlayOn plays on from a record's unfinished game g of kind, its players
// as guests named by the record (a computer's code seats the computer).
func PlayOn(h Host, kind boards.Kind, g core.Game) {
	st := Setup{Kind: kind}
	for _, n := range g.Names() {
		st.Seats = append(st.Seats, StoredSeat(0, n))
	}
	bg := kind.Adapt(g)
	if c, ok := bg.(boards.Clocked); ok {
		st.Clock.Agreed = c.AgreedClock()
	}
	Show(h, st, bg, nil)
}
