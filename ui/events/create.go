package events

import (
	"context"
	"errors"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/tournament"
	"xima/storage"
	"xima/ui/lang"
	"xima/ui/widgets"
)

// formats are the formats offered, in order.
var formats = []tournament.Format{tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.Swiss}

// createScreen is a new event's form: its name, game (variant, table
// size), members, format and rounds, and clock.
type createScreen struct {
	host     Host
	work     *worker
	kinds    []catalog.Kind
	profiles []storage.Profile
	root     fyne.CanvasObject

	name    *widget.Entry
	game    *widget.Select
	variant *widget.Select
	size    *widget.RadioGroup
	format  *widget.RadioGroup
	rounds  *widget.Select
	// suggested is the rounds offered for the members chosen, kept
	// until the user picks another number.
	suggested string
	clock     *widgets.TimeControlPicker
	// members has a check per profile, in rows of four.
	members *fyne.Container
	checks  []*widget.Check
	// variantRow and roundsRow are shown only where they apply.
	variantRow, roundsRow formRow
	variantName           *widget.Label
	problem               *widget.Label
	create                *widget.Button
	creating              bool
}

func (c *createScreen) Title() string              { return lang.L("New event") }
func (c *createScreen) Content() fyne.CanvasObject { return c.root }
func (c *createScreen) Close()                     { c.work.close() }

// showCreate shows a new event's form.
func showCreate(h Host) {
	c := &createScreen{host: h, work: newWorker(h), kinds: catalog.All()}
	c.name = widget.NewEntry()
	c.name.SetText(lang.L("Club night") + " " + h.Now().Format("2006-01-02"))
	c.name.OnChanged = func(string) { c.check() }
	var games []string
	for _, k := range c.kinds {
		games = append(games, k.Name)
	}
	c.variant = widget.NewSelect(nil, func(string) { c.check() })
	c.size = widget.NewRadioGroup(nil, func(string) { c.check() })
	c.size.Horizontal, c.size.Required = true, true
	var names []string
	for _, f := range formats {
		names = append(names, formatText(f))
	}
	c.format = widget.NewRadioGroup(names, func(string) { c.layoutRounds() })
	c.format.Horizontal, c.format.Required = true, true
	c.rounds = widget.NewSelect(nil, func(string) { c.check() })
	c.clock = widgets.NewTimeControlPicker(c.check)
	c.members = container.NewGridWithColumns(4)
	c.problem = widget.NewLabel("")
	c.problem.Importance = widget.DangerImportance
	c.problem.Wrapping = fyne.TextWrapWord
	c.create = widget.NewButtonWithIcon(lang.L("Create and pair round 1"), theme.ConfirmIcon(), c.start)
	c.create.Importance = widget.HighImportance
	c.game = widget.NewSelect(games, func(string) { c.layoutGame() })
	c.variantName = widget.NewLabel("")
	c.variantRow = formRow{c.variantName, c.variant}
	c.roundsRow = formRow{widget.NewLabel(lang.L("Rounds")), c.rounds}
	form := container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.L("Name")), c.name,
		widget.NewLabel(lang.L("Game")), c.game,
		c.variantRow.label, c.variantRow.value,
		widget.NewLabel(lang.L("Players at a table")), c.size,
		widget.NewLabel(lang.L("Members")), c.members,
		widget.NewLabel(lang.L("Format")), c.format,
		c.roundsRow.label, c.roundsRow.value,
		widget.NewLabel(lang.L("Clock")), c.clock.Root,
	)
	c.game.SetSelectedIndex(0)
	c.format.SetSelected(names[0])
	back := widget.NewButtonWithIcon(lang.L("Events"), theme.NavigateBackIcon(), func() { Show(h) })
	c.root = container.NewPadded(container.NewVScroll(container.NewVBox(
		widgets.BoldLabel(lang.L("New event")), form, c.problem,
		widget.NewLabel(lang.L("Members are seeded by their rating in the game. Games played in the app are rated.")),
		container.NewHBox(back, layout.NewSpacer(), c.create))))
	h.Show(c)
	c.check()
	db := h.DB()
	c.work.run(func(ctx context.Context) (func(), error) {
		profiles, err := db.Profiles(ctx, false)
		if err != nil {
			return nil, err
		}
		return func() { c.setProfiles(profiles) }, nil
	})
}

// setProfiles offers the club's profiles as members.
func (c *createScreen) setProfiles(profiles []storage.Profile) {
	c.profiles = profiles
	c.checks = nil
	c.members.RemoveAll()
	for _, p := range profiles {
		check := widget.NewCheck(p.Name, func(bool) { c.layoutRounds() })
		c.checks = append(c.checks, check)
		c.members.Add(check)
	}
	if len(profiles) == 0 {
		c.members.Add(widget.NewLabel(lang.L("No profiles yet: create the members' profiles first.")))
	}
	c.layoutRounds()
}

// kind is the game chosen.
func (c *createScreen) kind() catalog.Kind { return c.kinds[max(c.game.SelectedIndex(), 0)] }

// layoutGame offers the chosen game's variants and table sizes.
func (c *createScreen) layoutGame() {
	k := c.kind()
	var variants []string
	for _, v := range k.Variants {
		variants = append(variants, variantText(v))
	}
	c.variant.Options = variants
	c.variant.ClearSelected()
	if len(variants) > 0 {
		c.variant.SetSelectedIndex(0)
	}
	c.variantName.SetText(variantLabel(k.VariantName))
	c.variantRow.show(len(variants) > 0)
	var sizes []string
	for _, n := range k.Seats {
		if n >= tournament.MinTable && n <= tournament.MaxTable {
			sizes = append(sizes, strconv.Itoa(n))
		}
	}
	slices.Sort(sizes)
	c.size.Options = sizes
	c.size.SetSelected(sizes[0])
	c.size.Refresh()
	c.check()
}

// variantLabel names what a game's variants choose.
func variantLabel(name string) string {
	if name == "board size" {
		return lang.L("Board size")
	}
	return lang.L("Style")
}

// chosen returns the members checked, seeded: by their rating in the
// chosen game, the highest first, then in the profiles' order.
func (c *createScreen) chosen() []storage.Profile {
	var out []storage.Profile
	for i, p := range c.profiles {
		if c.checks[i].Checked {
			out = append(out, p)
		}
	}
	game := c.kind().Name
	slices.SortStableFunc(out, func(a, b storage.Profile) int {
		ra, rb := a.Rating(game).Rating, b.Rating(game).Rating
		switch {
		case ra > rb:
			return -1
		case ra < rb:
			return 1
		}
		return 0
	})
	return out
}

// formatChosen is the format chosen.
func (c *createScreen) formatChosen() tournament.Format {
	for _, f := range formats {
		if formatText(f) == c.format.Selected {
			return f
		}
	}
	return tournament.RoundRobin
}

// layoutRounds offers a Swiss's rounds for the members chosen: from 1 to
// the most that can be paired, suggesting about log2 of the members plus
// one.
func (c *createScreen) layoutRounds() {
	n := len(c.chosen())
	swiss := c.formatChosen() == tournament.Swiss
	c.roundsRow.show(swiss)
	if n >= 2 {
		most := tournament.MaxSwissRounds(n)
		var opts []string
		for r := 1; r <= most; r++ {
			opts = append(opts, strconv.Itoa(r))
		}
		keep := c.rounds.Selected
		c.rounds.Options = opts
		if !slices.Contains(opts, keep) || keep == c.suggested {
			c.suggested = strconv.Itoa(min(most, bits.Len(uint(n-1))+1))
			c.rounds.SetSelected(c.suggested)
		}
		c.rounds.Refresh()
	}
	c.check()
}

// config is the event as chosen, or what is wrong with it.
func (c *createScreen) config() (tournament.Config, error) {
	cfg := tournament.Config{Format: c.formatChosen(), Members: len(c.chosen())}
	cfg.TableSize, _ = strconv.Atoi(c.size.Selected)
	cfg.Rounds, _ = strconv.Atoi(c.rounds.Selected)
	switch {
	case strings.TrimSpace(c.name.Text) == "":
		return cfg, errors.New(lang.L("Give the event a name."))
	case cfg.Members < 2:
		return cfg, errors.New(lang.L("Choose two members at least."))
	case cfg.Format != tournament.Swiss && cfg.Members > tournament.MaxRoundRobin:
		return cfg, errors.New(lang.L("A round robin takes 2 to 6 members: choose a Swiss for more."))
	case cfg.Format == tournament.Swiss && cfg.Members > tournament.MaxSwissMembers:
		return cfg, errors.New(lang.L("A Swiss takes 64 members at most."))
	}
	if _, err := c.clock.Value(); err != nil {
		return cfg, err
	}
	_, err := tournament.New(cfg)
	return cfg, err
}

func (c *createScreen) check() {
	if c.create == nil || c.creating {
		return
	}
	_, err := c.config()
	widgets.ShowProblem(c.problem, c.create, err)
}

// start creates the event with its first round paired, then opens it.
func (c *createScreen) start() {
	cfg, err := c.config()
	if err != nil {
		c.problem.SetText(err.Error())
		return
	}
	tc, _ := c.clock.Value()
	k := c.kind()
	e := storage.Event{Name: strings.TrimSpace(c.name.Text), Game: k.Name, Format: cfg.Format.String(),
		TableSize: cfg.TableSize, TimeControl: tc.Agreed, Increment: tc.Increment}
	if i := c.variant.SelectedIndex(); i >= 0 && len(k.Variants) > 0 {
		e.Variant = k.Variants[i]
	}
	for _, p := range c.chosen() {
		e.Members = append(e.Members, storage.EventMember{ProfileID: p.ID, Name: p.Name})
	}
	c.creating = true
	c.create.Disable()
	db, h := c.host.DB(), c.host
	c.work.write(func(ctx context.Context) (func(), error) {
		t, err := tournament.New(cfg)
		if err != nil {
			return nil, err
		}
		tables, err := t.PairNext()
		if err != nil {
			return nil, err
		}
		e.Rounds = t.Config().Rounds
		e.Tables = storedTables(tables, 1)
		created, err := db.CreateEvent(ctx, e)
		if err != nil {
			return func() {
				c.creating = false
				c.check()
				c.host.ShowError(err)
			}, nil
		}
		return func() { ShowEvent(h, created.ID) }, nil
	})
}

// storedTables are a round's tables as the store keeps them.
func storedTables(tables []tournament.Table, round int) []storage.EventTable {
	out := make([]storage.EventTable, len(tables))
	for i, t := range tables {
		out[i] = storage.EventTable{Round: round, Seats: t.Seats}
	}
	return out
}

// formRow is a label and its value in a form, shown or hidden together.
type formRow struct {
	label *widget.Label
	value fyne.CanvasObject
}

func (r formRow) show(on bool) {
	widgets.SetVisible(r.label, on)
	widgets.SetVisible(r.value, on)
}
