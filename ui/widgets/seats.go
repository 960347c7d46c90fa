package widgets

import (
	"context"
	"errors"
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"xima/games/search"
	"xima/storage"
	"xima/ui/host"
	"xima/ui/lang"
	"xima/ui/session"
)

// ClubReader is what screens read from the club's database as they open,
// off Fyne's goroutine: *storage.DB is one; tests pass one stuck as on a
// slow disk.
type ClubReader interface {
	Profiles(ctx context.Context, archived bool) ([]storage.Profile, error)
	SavedGames(ctx context.Context) ([]storage.SavedGame, error)
}

// SeatPicker is the player choice of every seat of a set-up screen: a
// guest, the computer at a level (where the game has a computer player),
// a profile, or a profile created on the spot. The profiles arrive from
// the store after the screen shows (Loaded).
type SeatPicker struct {
	host      host.Host
	ctx       context.Context
	cancel    context.CancelFunc
	profiles  []storage.Profile
	loaded    bool
	computers bool
	Selects   []*widget.Select
	// chosen marks the seats the user chose by hand, which the profiles
	// arriving leave as they are.
	chosen   []bool
	onChange func()
}

// NewSeatPicker makes the picker, offering the computer's levels when
// computers is set, and reads the club's profiles from club in the
// background; onChange runs after every change, the profiles' arrival
// included. Close stops the reading.
func NewSeatPicker(h host.Host, club ClubReader, computers bool, onChange func()) *SeatPicker {
	sp := &SeatPicker{host: h, computers: computers, onChange: onChange}
	sp.ctx, sp.cancel = context.WithCancel(h.Context())
	Background(h, sp.ctx, func(ctx context.Context) ([]storage.Profile, error) {
		return club.Profiles(ctx, false)
	}, sp.arrived)
	return sp
}

// Close stops reading the profiles: the set-up screen closed.
func (sp *SeatPicker) Close() { sp.cancel() }

// Loaded reports whether the club's profiles are offered.
func (sp *SeatPicker) Loaded() bool { return sp.loaded }

// arrived offers the club's profiles on every seat and seats the i-th
// profile on seat i where the user has not chosen, so that a club's
// regulars are seated.
func (sp *SeatPicker) arrived(profiles []storage.Profile) {
	sp.loaded = true
	for _, pr := range profiles {
		sp.offer(pr)
	}
	for i := range sp.Selects {
		if !sp.chosen[i] && i < len(profiles) {
			sp.set(i, profiles[i].Name)
		}
	}
	sp.onChange()
}

// Add makes seat i's choice, a guest until the profiles arrive.
func (sp *SeatPicker) Add(i int) *widget.Select {
	options := []string{lang.L("Guest")}
	if sp.computers {
		for level := search.MinLevel; level <= search.MaxLevel; level++ {
			options = append(options, ComputerLabel(level))
		}
	}
	for _, pr := range sp.profiles {
		options = append(options, pr.Name)
	}
	options = append(options, lang.L("New profile…"))
	sel := widget.NewSelect(options, nil)
	sel.SetSelectedIndex(0)
	sel.OnChanged = func(v string) {
		sp.chosen[i] = true
		if v == lang.L("New profile…") {
			sp.create(sel)
		}
		sp.onChange()
	}
	sp.Selects = append(sp.Selects, sel)
	sp.chosen = append(sp.chosen, false)
	return sel
}

// set puts name on seat i as the picker's own choice, not the user's.
func (sp *SeatPicker) set(i int, name string) {
	sel := sp.Selects[i]
	changed := sel.OnChanged
	sel.OnChanged = nil
	sel.SetSelected(name)
	sel.OnChanged = changed
}

// create asks for a new profile's name (Enter creates it) and puts it on
// sel once stored, which happens off Fyne's goroutine.
func (sp *SeatPicker) create(sel *widget.Select) {
	AskName(sp.host.Window(), lang.L("New profile"), lang.L("Create"), "", func(text string, ok bool) {
		if !ok {
			sel.SetSelectedIndex(0)
			return
		}
		if sp.computerLevel(text) > 0 {
			sp.host.ShowError(errors.New(lang.L("that name is the computer's")))
			sel.SetSelectedIndex(0)
			return
		}
		db := sp.host.DB()
		// The profile asked for is made even if the set-up closes
		// meanwhile; only putting it on a seat is dropped then.
		BackgroundOr(sp.host.Post, sp.ctx, func(ctx context.Context) (storage.Profile, error) {
			return db.CreateProfile(context.WithoutCancel(ctx), text, "")
		}, func(pr storage.Profile) {
			sp.offer(pr)
			sel.SetSelected(pr.Name)
		}, func(err error) {
			sp.host.ShowError(err)
			sel.SetSelectedIndex(0)
		})
	})
}

// offer adds profile pr to every seat's choices, before "New profile…",
// unless they have it (made on the spot while the others were read).
func (sp *SeatPicker) offer(pr storage.Profile) {
	for _, have := range sp.profiles {
		if have.ID == pr.ID {
			return
		}
	}
	sp.profiles = append(sp.profiles, pr)
	for _, s := range sp.Selects {
		opts := s.Options
		s.Options = append(append(opts[:len(opts)-1:len(opts)-1], pr.Name), opts[len(opts)-1])
	}
}

// computerLevel is the level of the computer choice named text, or 0.
func (sp *SeatPicker) computerLevel(text string) int {
	for level := search.MinLevel; level <= search.MaxLevel; level++ {
		if text == ComputerLabel(level) {
			return level
		}
	}
	return 0
}

// Computer returns the level of the computer on seat i, or 0 for a person.
func (sp *SeatPicker) Computer(i int) int {
	if !sp.computers {
		return 0
	}
	return sp.computerLevel(sp.Selects[i].Selected)
}

// Seat returns who sits on seat i: the profile chosen, a guest (no
// profile, no name: the screen names a guest by the seat's side), or the
// computer (no profile, its code as name: "computer:3").
func (sp *SeatPicker) Seat(i int) (id int64, name string) {
	if level := sp.Computer(i); level > 0 {
		return 0, session.ComputerCode(level)
	}
	for _, pr := range sp.profiles {
		if pr.Name == sp.Selects[i].Selected {
			return pr.ID, pr.Name
		}
	}
	return 0, ""
}

// Check says what is wrong with the first n seats: a profile on two seats,
// or a guest or the computer in a rated game.
func (sp *SeatPicker) Check(n int, rated bool) error {
	used := map[int64]bool{}
	for i := range n {
		if rated && sp.Computer(i) > 0 {
			return errors.New(lang.L("a game against the computer is not rated"))
		}
		id, name := sp.Seat(i)
		if id != 0 && used[id] {
			return fmt.Errorf("%s: %s", name, lang.L("a profile can take one seat only"))
		}
		used[id] = true
		if rated && id == 0 {
			return errors.New(lang.L("a rated game needs a profile on every seat"))
		}
	}
	return nil
}

// HasComputer reports whether the computer sits on one of the first n seats.
func (sp *SeatPicker) HasComputer(n int) bool {
	for i := range n {
		if sp.Computer(i) > 0 {
			return true
		}
	}
	return false
}

// SeatSwatch is a seat's colour and name, the head of its row.
func SeatSwatch(c color.Color, label string) fyne.CanvasObject {
	swatch := canvas.NewRectangle(c)
	swatch.SetMinSize(fyne.NewSize(14, 14))
	swatch.CornerRadius = 3
	return container.NewHBox(swatch, container.NewGridWrap(fyne.NewSize(110, 36), widget.NewLabel(label)))
}

// ComputerLabel names the computer player of level with its strength in
// words: "Computer (level 3: club player)".
func ComputerLabel(level int) string {
	return lang.L("Computer (level {{.Level}}: {{.Strength}})", map[string]any{"Level": level, "Strength": levelStrength(level)})
}

// levelStrength says in a word or two how strong a level plays, from a
// newcomer's level 1 to the strongest, 6 (docs/ai-ladder.md measures them).
func levelStrength(level int) string {
	switch level {
	case 1:
		return lang.L("beginner")
	case 2:
		return lang.L("learner")
	case 3:
		return lang.L("club player")
	case 4:
		return lang.L("strong")
	case 5:
		return lang.L("expert")
	}
	return lang.L("strongest")
}

// PlayerName is a stored seat name in words: a computer's code
// ("computer:3") is "Computer (level 3: club player)", any other name is
// itself.
func PlayerName(name string) string {
	if level, ok := session.ComputerLevel(name); ok {
		return ComputerLabel(level)
	}
	return name
}
