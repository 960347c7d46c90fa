package ui

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/boards"
	"xima/ui/lang"
	"xima/ui/lessons"
	"xima/ui/library"
	playui "xima/ui/play"
	"xima/ui/puzzles"
	"xima/ui/rules"
	"xima/ui/widgets"
)

// homeScreen offers the games, the saved games to resume, and the club's
// pages.
type homeScreen struct {
	shell  *Shell
	ctx    context.Context
	cancel context.CancelFunc
	root   fyne.CanvasObject
	// resume lists the saved games once they are read (listed).
	resume *fyne.Container
	listed bool
}

func (h *homeScreen) Title() string              { return "" }
func (h *homeScreen) Content() fyne.CanvasObject { return h.root }
func (h *homeScreen) Close()                     { h.cancel() }

// ShowHome shows the home screen; the saved games to resume come from the
// store after it shows.
func (s *Shell) ShowHome() {
	h := &homeScreen{shell: s}
	h.ctx, h.cancel = context.WithCancel(s.ctx)
	h.root = h.build()
	s.Show(h)
	reads := s.reads
	widgets.Background(s, h.ctx, reads.SavedGames, h.showSaved)
}

func (h *homeScreen) build() fyne.CanvasObject {
	s := h.shell
	heading := canvas.NewText("Xima", theme.Color(theme.ColorNamePrimary))
	heading.TextSize = 42
	heading.TextStyle.Bold = true
	sub := widget.NewLabel(lang.L("Abstract strategy games from Cuba, for the family and the club"))

	games := container.New(&cardGrid{least: 240})
	for _, kind := range s.gameKinds() {
		games.Add(h.gameCard(kind))
	}

	h.resume = container.NewVBox(widget.NewLabel(lang.L("Looking for unfinished games…")))

	nav := container.NewGridWithColumns(6,
		widget.NewButtonWithIcon(lang.L("Profiles"), theme.AccountIcon(), s.showProfiles),
		widget.NewButtonWithIcon(lang.L("Leaderboard"), theme.ListIcon(), s.showLeaderboard),
		widget.NewButtonWithIcon(lang.L("History"), theme.HistoryIcon(), s.ShowHistory),
		widget.NewButtonWithIcon(lang.L("Events"), theme.GridIcon(), s.showEvents),
		widget.NewButtonWithIcon(lang.L("Import record"), theme.FolderOpenIcon(), s.importRecord),
		widget.NewButtonWithIcon(lang.L("Settings"), theme.SettingsIcon(), s.showSettings),
	)
	learn := widget.NewButtonWithIcon(lang.L("Lessons"), theme.HelpIcon(), s.showLessons)
	learn.Importance = widget.HighImportance
	book := widget.NewButtonWithIcon(lang.L("Library"), theme.DocumentIcon(), func() { library.Show(s) })
	// Last in its row: the navigation buttons stay where
	// .ci/windows/dialog-check.sh clicks them.
	solve := widget.NewButtonWithIcon(lang.L("Puzzles"), theme.QuestionIcon(), func() { puzzles.Show(s, s.gameKinds()) })
	// The games to resume come first: on a wide screen in a column beside
	// the games, else above them, so that they show without scrolling.
	play := container.NewVBox(widgets.BoldLabel(lang.L("Play")), games)
	resume := container.NewVBox(widgets.BoldLabel(lang.L("Resume a game")), h.resume, widget.NewSeparator())
	body := container.NewVBox(
		container.NewBorder(nil, nil, container.NewHBox(heading, container.NewCenter(sub)), container.NewCenter(container.NewHBox(book, learn, solve))),
		nav,
		widget.NewSeparator(),
		container.New(&besideOrAbove{side: 440, wide: 1500}, play, resume),
	)
	return container.NewPadded(container.NewVScroll(body))
}

// cardGrid lays out the game cards in as many equal columns as fit cards
// at least least wide (all in one row on a wide screen), each as tall as
// the tallest. As Fyne's GridWrap does, it remembers the width it last
// had, to say how tall its rows make it.
type cardGrid struct {
	least float32
	width float32
}

// columns is how many cards fit across: each at least least wide and
// never narrower than a card's own content (its buttons).
func (g *cardGrid) columns(objs []fyne.CanvasObject) int {
	least := g.least
	for _, c := range objs {
		least = max(least, c.MinSize().Width)
	}
	return max(1, min(len(objs), int((g.width+theme.Padding())/(least+theme.Padding()))))
}

// cardHeight is the tallest card's.
func cardHeight(objs []fyne.CanvasObject) float32 {
	var h float32
	for _, c := range objs {
		h = max(h, c.MinSize().Height)
	}
	return h
}

func (g *cardGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	g.width = size.Width
	cols, pad, h := g.columns(objs), theme.Padding(), cardHeight(objs)
	w := (size.Width - pad*float32(cols-1)) / float32(cols)
	for i, c := range objs {
		c.Move(fyne.NewPos(float32(i%cols)*(w+pad), float32(i/cols)*(h+pad)))
		c.Resize(fyne.NewSize(w, h))
	}
}

func (g *cardGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.NewSize(g.least, 0)
	}
	cols := g.columns(objs)
	rows := (len(objs) + cols - 1) / cols
	h := cardHeight(objs)
	return fyne.NewSize(g.least, float32(rows)*h+float32(rows-1)*theme.Padding())
}

// besideOrAbove lays out two objects, main and side: side in a column of
// its own width to the right of main when the space is at least wide,
// else side above main, both full width.
type besideOrAbove struct{ side, wide float32 }

func (l *besideOrAbove) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	main, side := objs[0], objs[1]
	if size.Width >= l.wide {
		pad := theme.Padding()
		main.Move(fyne.NewPos(0, 0))
		main.Resize(fyne.NewSize(size.Width-l.side-pad, size.Height))
		side.Move(fyne.NewPos(size.Width-l.side, 0))
		side.Resize(fyne.NewSize(l.side, side.MinSize().Height))
		return
	}
	sideH := side.MinSize().Height
	side.Move(fyne.NewPos(0, 0))
	side.Resize(fyne.NewSize(size.Width, sideH))
	main.Move(fyne.NewPos(0, sideH+theme.Padding()))
	main.Resize(fyne.NewSize(size.Width, size.Height-sideH-theme.Padding()))
}

func (l *besideOrAbove) MinSize(objs []fyne.CanvasObject) fyne.Size {
	main, side := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(main.Width, side.Width), main.Height+side.Height+theme.Padding())
}

// showSaved lists the saved games to resume.
func (h *homeScreen) showSaved(saved []storage.SavedGame) {
	h.listed = true
	h.resume.RemoveAll()
	for _, sv := range saved {
		h.resume.Add(h.savedRow(sv))
	}
	if len(saved) == 0 {
		h.resume.Add(widget.NewLabel(lang.L("No unfinished games.")))
	}
	h.resume.Refresh()
}

// gameCard offers a game: its line, its rules, its position editor where
// it has one, and a new game.
func (h *homeScreen) gameCard(kind boards.Kind) fyne.CanvasObject {
	about := widget.NewLabel(lang.L(kind.About))
	about.Wrapping = fyne.TextWrapWord
	play := widget.NewButtonWithIcon(lang.L("New game"), theme.MediaPlayIcon(), func() { playui.ShowSetup(h.shell, kind) })
	play.Importance = widget.HighImportance
	buttons := []fyne.CanvasObject{h.rulesButton(kind.Name)}
	if kind.Editor != nil {
		buttons = append(buttons, widget.NewButtonWithIcon(lang.L("Editor"), theme.DocumentCreateIcon(), kind.Editor)) // short: five cards fit across 1280 px in Spanish too
	}
	// Rules and the editor on a row of their own: New game keeps the
	// card's width.
	bottom := container.NewVBox(container.NewHBox(buttons...), play)
	return widget.NewCard(kind.Name, "", container.NewBorder(nil, bottom, nil, nil, about))
}

// rulesButton opens the game's rules pages, which come back to the home
// screen.
func (h *homeScreen) rulesButton(game string) fyne.CanvasObject {
	return widget.NewButtonWithIcon(lang.L("Rules"), theme.HelpIcon(), func() {
		screen, err := rules.NewScreen(game, h.shell.ShowHome)
		if err != nil {
			h.shell.ShowError(err)
			return
		}
		h.shell.Show(screen)
	})
}

// savedPlayers names a saved game's players seat by seat.
func savedPlayers(sv storage.SavedGame) []string {
	sides := seatSides(sv.Game, len(sv.Seats))
	var names []string
	for i, st := range sv.Seats {
		names = append(names, seatName(st.Name, sides[i]))
	}
	return names
}

func (h *homeScreen) savedRow(sv storage.SavedGame) fyne.CanvasObject {
	names := savedPlayers(sv)
	kind := lang.L("casual")
	if sv.Rated {
		kind = lang.L("rated")
	}
	actions := lang.L("{{.N}} actions", map[string]any{"N": sv.Actions})
	if sv.Actions == 1 {
		actions = lang.L("1 action")
	}
	text := fmt.Sprintf("%s · %s · %s · %s · %s", sv.Game, strings.Join(names, " – "), kind,
		actions, sv.Updated.Local().Format("2006-01-02 15:04"))
	resume := widget.NewButtonWithIcon(lang.L("Resume"), theme.MediaPlayIcon(), func() { h.shell.resume(sv) })
	resume.Importance = widget.HighImportance
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		dialog.ShowConfirm(lang.L("Delete saved game"), lang.L("Delete this unfinished game for good?"), func(ok bool) {
			if !ok {
				return
			}
			db := h.shell.db
			widgets.Background(h.shell, h.ctx, func(ctx context.Context) (struct{}, error) {
				return struct{}{}, db.DeleteSaved(ctx, sv.ID)
			}, func(struct{}) { h.shell.ShowHome() })
		}, h.shell.win)
	})
	label := widget.NewLabel(text)
	label.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, container.NewHBox(del, resume), label)
}

// resume reopens a saved game where it stood, clocks included.
func (s *Shell) resume(sv storage.SavedGame) {
	kind, err := s.findKind(sv.Game)
	if err != nil {
		s.ShowError(err)
		return
	}
	playui.Resume(s, kind, sv)
}

// offerResume asks, at start, whether to go back to the newest unfinished
// game, once the store has said which it is (the window shows meanwhile),
// unless the user has left the home screen by then.
func (s *Shell) offerResume() {
	if _, home := s.current.(*homeScreen); !home {
		return
	}
	// A failure to read is not worth a dialog at start: Home lists the
	// saved games too.
	widgets.BackgroundOr(s.Post, s.screen, s.reads.SavedGames, func(saved []storage.SavedGame) {
		if len(saved) > 0 {
			s.askResume(saved[0])
		}
	}, nil)
}

// askResume asks whether to go back to the saved game sv.
func (s *Shell) askResume(sv storage.SavedGame) {
	dialog.ShowConfirm(lang.L("Unfinished game"),
		lang.L("Resume the {{.Game}} game of {{.Players}}, saved {{.When}}?", map[string]any{"Game": sv.Game,
			"Players": strings.Join(savedPlayers(sv), " – "), "When": sv.Updated.Local().Format("2006-01-02 15:04")}),
		func(ok bool) {
			if ok {
				s.resume(sv)
			}
		}, s.win)
}

// showLessons shows the lessons of every game, each resuming at the step
// the club reached.
func (s *Shell) showLessons() {
	s.Show(lessons.NewList(s, lessons.Options{Setting: s.setting, SaveSetting: s.saveSetting, Boards: s.gameKinds()}))
}
