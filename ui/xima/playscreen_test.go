package xima

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/games/core"
	engine "xima/games/xima"
	"xima/storage"
	"xima/ui/host"
	"xima/ui/play"
	"xima/ui/session"
	"xima/ui/widgets"
)

// seatSetup is one seat of a test's Xima game: who sits there and the
// style they play.
type seatSetup struct {
	profileID int64 // 0 for a guest or the computer
	name      string
	style     engine.Style
	computer  int // the computer's level; 0 for a person
}

// Setup is a test's Xima game as the set-up screen would choose it.
type Setup struct {
	seats []seatSetup
	rated bool
	clock session.TimeControl
}

// playSetup is st for the play screen.
func (st Setup) playSetup(h Host) play.Setup {
	ps := play.Setup{Kind: Kind(h), Rated: st.rated, Clock: st.clock}
	for _, seat := range st.seats {
		ps.Seats = append(ps.Seats, play.Seat{ProfileID: seat.profileID, Name: seat.name, Computer: seat.computer})
		for i, style := range styleChoices {
			if style == seat.style {
				ps.SeatOptions = append(ps.SeatOptions, i)
			}
		}
	}
	return ps
}

// startGame starts a game set up as st, as the set-up's Play does.
func startGame(h Host, st Setup) { play.Start(h, st.playSetup(h)) }

// playGame shows the play screen of g as set up by st, resuming saved.
func playGame(h Host, st Setup, g *engine.Game, saved *storage.SavedGame) {
	play.Show(h, st.playSetup(h), Kind(h).Adapt(g), saved)
}

// Resume reopens a saved Xima game, as Home's Resume does.
func Resume(h Host, sv storage.SavedGame) { play.Resume(h, Kind(h), sv) }

// PlayOn plays on from a record's game, as opening a record does.
func PlayOn(h Host, g *engine.Game) { play.PlayOn(h, Kind(h), g) }

// playScreen is the play screen of a Xima game as the tests look at it:
// the screen's controls and session, and Xima's board (the adapter).
type playScreen struct {
	*adapter
	screen *play.Screen
	ctl    *widgets.PlayControls
	sess   *session.Session
	// banner says who plays and what they can do.
	banner *widget.Label
	full   *widgets.FullScreen
	setup  Setup
}

func newPlayView(s *play.Screen) *playScreen {
	a := s.Game().(*adapter)
	p := &playScreen{adapter: a, screen: s, ctl: s.Controls(), sess: s.Session(), banner: s.Turn(), full: s.FullScreen()}
	st := s.Setup()
	state := a.game.State()
	p.setup = Setup{rated: st.Rated, clock: st.Clock}
	for i, seat := range st.Seats {
		p.setup.seats = append(p.setup.seats, seatSetup{seat.ProfileID, seat.Name, state.Style(engine.Player(i)), seat.Computer})
	}
	return p
}

func (p *playScreen) play(a engine.Action) error    { return p.screen.Play(core.Action(a)) }
func (p *playScreen) refresh()                      { p.screen.Refresh() }
func (p *playScreen) tick()                         { p.screen.Tick() }
func (p *playScreen) TypedKey(k *fyne.KeyEvent)     { p.screen.TypedKey(k) }
func (p *playScreen) endContent() fyne.CanvasObject { return p.screen.EndContent() }
func (p *playScreen) Close()                        { p.screen.Close() }

// newGameScreen is the set-up screen of a Xima game as the tests look at
// it: each seat's player and style.
type newGameScreen struct {
	*play.SetupScreen
	picker  *widgets.SeatPicker
	players *widget.RadioGroup
	seats   []seatRow
	seatBox *fyne.Container
	rated   *widget.Check
	clock   *widgets.TimeControlPicker
	problem *widget.Label
	play    *widget.Button
}

// seatRow is one seat's choices.
type seatRow struct{ profile, style *widget.Select }

func newSetupView(s *play.SetupScreen) *newGameScreen {
	n := &newGameScreen{SetupScreen: s, picker: s.Picker, players: s.Count, seatBox: s.SeatBox, rated: s.Rated,
		clock: s.Clock, problem: s.Problem, play: s.PlayButton}
	for i, sel := range s.Options {
		n.seats = append(n.seats, seatRow{profile: s.Picker.Selects[i], style: sel})
	}
	return n
}

// ShowReplay opens a finished Xima game of the history, as the history's
// Replay does.
func ShowReplay(h Host, fg storage.FinishedGame, names []string) {
	play.ReplayRecord(h, Kind(h), fg.Record, names, fg.ID)
}

// replayScreen is a Xima replay as the tests look at it: the replay
// screen and Xima's side of it (frames, board, panels, chart).
type replayScreen struct {
	*replayer
	screen *play.ReplayScreen
	moves  *widgets.MoveList
	pos    *widget.Label
}

// asReplay is the screen s as a Xima replay, if it is one.
func asReplay(s host.Screen) (*replayScreen, bool) {
	rs, ok := s.(*play.ReplayScreen)
	if !ok {
		return nil, false
	}
	x, ok := rs.Replayer().(*replayer)
	if !ok {
		return nil, false
	}
	return &replayScreen{replayer: x, screen: rs, moves: rs.Moves(), pos: rs.Position()}, true
}

func (r *replayScreen) TypedKey(k *fyne.KeyEvent) { r.screen.TypedKey(k) }
