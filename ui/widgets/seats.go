package widgets

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/host"
	"xima/ui/lang"
)

// SeatPicker is the profile choice of every seat of a set-up screen: a
// guest, a profile, or a profile created on the spot.
type SeatPicker struct {
	host     host.Host
	profiles []storage.Profile
	Selects  []*widget.Select
	onChange func()
}

// NewSeatPicker makes the picker over the club's profiles; onChange runs
// after every change.
func NewSeatPicker(h host.Host, onChange func()) *SeatPicker {
	profiles, err := h.DB().Profiles(h.Context(), false)
	if err != nil {
		h.ShowError(err)
	}
	return &SeatPicker{host: h, profiles: profiles, onChange: onChange}
}

// Add makes seat i's choice; seat i starts on the i-th profile, so that a
// club's regulars are seated.
func (sp *SeatPicker) Add(i int) *widget.Select {
	options := []string{lang.L("Guest")}
	for _, pr := range sp.profiles {
		options = append(options, pr.Name)
	}
	options = append(options, lang.L("New profile…"))
	sel := widget.NewSelect(options, nil)
	if i < len(sp.profiles) {
		sel.SetSelected(sp.profiles[i].Name)
	} else {
		sel.SetSelectedIndex(0)
	}
	sel.OnChanged = func(v string) {
		if v == lang.L("New profile…") {
			sp.create(sel)
		}
		sp.onChange()
	}
	sp.Selects = append(sp.Selects, sel)
	return sel
}

// create asks for a new profile's name and puts it on sel.
func (sp *SeatPicker) create(sel *widget.Select) {
	name := widget.NewEntry()
	dialog.ShowForm(lang.L("New profile"), lang.L("Create"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name)}, func(ok bool) {
		if !ok {
			sel.SetSelectedIndex(0)
			return
		}
		pr, err := sp.host.DB().CreateProfile(sp.host.Context(), strings.TrimSpace(name.Text), "")
		if err != nil {
			sp.host.ShowError(err)
			sel.SetSelectedIndex(0)
			return
		}
		sp.profiles = append(sp.profiles, pr)
		for _, s := range sp.Selects {
			opts := s.Options
			s.Options = append(append(opts[:len(opts)-1:len(opts)-1], pr.Name), opts[len(opts)-1])
		}
		sel.SetSelected(pr.Name)
	}, sp.host.Window())
}

// Seat returns who sits on seat i: the profile chosen, or a guest (no
// profile, no name: the screen names a guest by the seat's side).
func (sp *SeatPicker) Seat(i int) (id int64, name string) {
	for _, pr := range sp.profiles {
		if pr.Name == sp.Selects[i].Selected {
			return pr.ID, pr.Name
		}
	}
	return 0, ""
}

// Check says what is wrong with the first n seats: a profile on two seats,
// or a guest in a rated game.
func (sp *SeatPicker) Check(n int, rated bool) error {
	used := map[int64]bool{}
	for i := range n {
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

// SeatSwatch is a seat's colour and name, the head of its row.
func SeatSwatch(c color.Color, label string) fyne.CanvasObject {
	swatch := canvas.NewRectangle(c)
	swatch.SetMinSize(fyne.NewSize(14, 14))
	swatch.CornerRadius = 3
	return container.NewHBox(swatch, container.NewGridWrap(fyne.NewSize(110, 36), widget.NewLabel(label)))
}
