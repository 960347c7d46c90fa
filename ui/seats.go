package ui

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
	"xima/ui/lang"
)

const (
	guestOption      = "Guest"
	newProfileOption = "New profile…"
)

// seatPicker is the profile choice of every seat of a set-up screen: a
// guest, a profile, or a profile created on the spot.
type seatPicker struct {
	shell    *Shell
	profiles []storage.Profile
	selects  []*widget.Select
	onChange func()
}

func newSeatPicker(s *Shell, onChange func()) *seatPicker {
	profiles, err := s.db.Profiles(s.ctx, false)
	if err != nil {
		s.showError(err)
	}
	return &seatPicker{shell: s, profiles: profiles, onChange: onChange}
}

// add makes seat i's choice; seat i starts on the i-th profile, so that a
// club's regulars are seated.
func (sp *seatPicker) add(i int) *widget.Select {
	options := []string{lang.L(guestOption)}
	for _, pr := range sp.profiles {
		options = append(options, pr.Name)
	}
	options = append(options, lang.L(newProfileOption))
	sel := widget.NewSelect(options, nil)
	if i < len(sp.profiles) {
		sel.SetSelected(sp.profiles[i].Name)
	} else {
		sel.SetSelectedIndex(0)
	}
	sel.OnChanged = func(v string) {
		if v == lang.L(newProfileOption) {
			sp.create(sel)
		}
		sp.onChange()
	}
	sp.selects = append(sp.selects, sel)
	return sel
}

// create asks for a new profile's name and puts it on sel.
func (sp *seatPicker) create(sel *widget.Select) {
	name := widget.NewEntry()
	dialog.ShowForm(lang.L("New profile"), lang.L("Create"), lang.L("Cancel"), []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name)}, func(ok bool) {
		if !ok {
			sel.SetSelectedIndex(0)
			return
		}
		pr, err := sp.shell.db.CreateProfile(sp.shell.ctx, strings.TrimSpace(name.Text), "")
		if err != nil {
			sp.shell.showError(err)
			sel.SetSelectedIndex(0)
			return
		}
		sp.profiles = append(sp.profiles, pr)
		for _, s := range sp.selects {
			opts := s.Options
			s.Options = append(append(opts[:len(opts)-1:len(opts)-1], pr.Name), opts[len(opts)-1])
		}
		sel.SetSelected(pr.Name)
	}, sp.shell.win)
}

// seat returns who sits on seat i: the profile chosen, or a guest (no
// profile, no name: the screen names a guest by the seat's side).
func (sp *seatPicker) seat(i int) (id int64, name string) {
	for _, pr := range sp.profiles {
		if pr.Name == sp.selects[i].Selected {
			return pr.ID, pr.Name
		}
	}
	return 0, ""
}

// check says what is wrong with the first n seats: a profile on two seats,
// or a guest in a rated game.
func (sp *seatPicker) check(n int, rated bool) error {
	used := map[int64]bool{}
	for i := range n {
		id, name := sp.seat(i)
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

// seatSwatch is a seat's colour and name, the head of its row.
func seatSwatch(c color.Color, label string) fyne.CanvasObject {
	swatch := canvas.NewRectangle(c)
	swatch.SetMinSize(fyne.NewSize(14, 14))
	swatch.CornerRadius = 3
	return container.NewHBox(swatch, container.NewGridWrap(fyne.NewSize(110, 36), widget.NewLabel(label)))
}
