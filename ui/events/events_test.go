package events

import (
	"bytes"
	"context"
	"errors"
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/games/catalog"
	"xima/games/core"
	"xima/games/tournament"
	"xima/storage"
	"xima/ui/internal/uitest"
)

// createEvent fills the new event's form (game, members checked, format,
// Swiss rounds when not "", the table size if given) and creates it; the
// event's screen is then on show.
func (h *testHost) createEvent(game string, members []string, format tournament.Format, rounds string, size ...string) *eventScreen {
	h.t.Helper()
	Show(h)
	h.settle()
	h.tap("New event")
	c := h.Screen.(*createScreen)
	c.game.SetSelected(game)
	if len(size) > 0 {
		c.size.SetSelected(size[0])
	}
	c.tick(members...)
	c.format.SetSelected(formatText(format))
	if rounds != "" {
		c.rounds.SetSelected(rounds)
	}
	h.tap("Create and pair round 1")
	s, ok := h.Screen.(*eventScreen)
	if !ok {
		h.t.Fatalf("screen %T after creating, problem %q", h.Screen, c.problem.Text)
	}
	return s
}

// tick checks the members named.
func (c *createScreen) tick(names ...string) {
	for _, ch := range c.checks {
		if slices.Contains(names, ch.Text) {
			ch.SetChecked(true)
		}
	}
}

// typeResult types table n's result in its dialog: option is the
// option's text ("Ana won", "Draw").
func (h *testHost) typeResult(s *eventScreen, n int, option string) {
	h.t.Helper()
	s.askResult(s.ev.round(s.ev.stored.Paired)[n-1])
	h.choose(option)
}

// choose picks option in the result dialog on show and saves it.
func (h *testHost) choose(option string) {
	h.t.Helper()
	radio := resultChoice(h.t, h)
	radio.SetSelected(option)
	if radio.Selected != option {
		h.t.Fatalf("no option %q in %v", option, radio.Options)
	}
	h.tap("Save")
}

// resultChoice is the result dialog's choice.
func resultChoice(t *testing.T, h *testHost) *widget.RadioGroup {
	t.Helper()
	var radio *widget.RadioGroup
	uitest.Walk(h.Win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if r, ok := o.(*widget.RadioGroup); ok {
			radio = r
		}
		return radio == nil
	})
	if radio == nil {
		t.Fatal("no choice in the result dialog")
	}
	return radio
}

// tablesText is each table of the last round: players and result.
func tablesText(s *eventScreen) []string {
	var out []string
	for _, tb := range s.ev.round(s.ev.stored.Paired) {
		out = append(out, s.ev.seatsText(tb)+": "+s.ev.resultText(tb))
	}
	return out
}

// standingsLines is the standings as the table shows them, a member a
// line, the columns joined by spaces.
func standingsLines(s *eventScreen) []string {
	var out []string
	for _, st := range s.st {
		out = append(out, strings.Join(standingRow(st, s.ev.name(st.Member)), " "))
	}
	return out
}

func sameText(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s:\n%s\nwant:\n%s", what, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A Xima round robin of three: typed results count for the standings
// only (no rating moves), and the standings after the event are exact.
func TestXimaRoundRobinWithResultsTypedIn(t *testing.T) {
	h := newTestHost(t)
	h.profiles("Ana", "Beto", "Carla")
	s := h.createEvent("Xima", []string{"Ana", "Beto", "Carla"}, tournament.RoundRobin, "")
	// Berger for three, members seeded in the profiles' order (equal
	// ratings): round 1 is 1-2 with 0 out.
	sameText(t, "round 1", tablesText(s), []string{"Beto (Red) – Carla (Blue): ", "Ana: bye (a point)"})
	if !strings.Contains(h.screenText(), "counts for the standings only") {
		t.Error("the screen does not say that typed Xima results are not rated")
	}
	h.typeResult(s, 1, "Carla won")
	sameText(t, "round 1 decided", tablesText(s), []string{"Beto (Red) – Carla (Blue): Carla won (typed in)", "Ana: bye (a point)"})
	h.tap("Pair round 2")
	sameText(t, "round 2", tablesText(s), []string{"Ana (Red) – Beto (Blue): ", "Carla: bye (a point)"})
	h.typeResult(s, 1, "Draw")
	h.tap("Pair round 3")
	sameText(t, "round 3", tablesText(s), []string{"Carla (Red) – Ana (Blue): ", "Beto: bye (a point)"})
	h.typeResult(s, 1, "Ana won")
	if !s.ev.t.Over() || strings.Contains(h.screenText(), "Pair round") {
		t.Error("the event is not over")
	}
	// Points: Ana bye+½+1 = 2.5, Carla 1+bye+0 = 2, Beto 0+½+bye = 1.5.
	// Buchholz: Ana 1.5+2 = 3.5; Carla 1.5+2.5 = 4; Beto 2+2.5 = 4.5.
	// Sonneborn-Berger: Ana ½·1.5 + 2 = 2.75; Carla 1.5; Beto ½·2.5 = 1.25.
	sameText(t, "standings", standingsLines(s), []string{
		"1 Ana 2.5 3.5 2.75 0 2 1 1 0 1",
		"2 Carla 2 4 1.5 0 2 1 0 1 1",
		"3 Beto 1.5 4.5 1.25 0 2 0 1 1 1",
	})
	for _, p := range mustProfiles(t, h.Store) {
		if r := p.Rating("Xima"); r.Games != 0 || r.Rating != storage.StartRating {
			t.Errorf("%s: %+v after results typed in", p.Name, r)
		}
	}
}

func mustProfiles(t *testing.T, db *storage.DB) []storage.Profile {
	t.Helper()
	list, err := db.Profiles(context.Background(), true)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// A Maxima Swiss: one table's result typed in (rated by Elo, a game
// without moves in the history), one table played to its end in the
// app (resigned), then the standings.
func TestMaximaSwissTypedAndPlayed(t *testing.T) {
	h := newTestHost(t)
	h.profiles("Ana", "Beto", "Carla", "Dora")
	s := h.createEvent("Maxima", []string{"Ana", "Beto", "Carla", "Dora"}, tournament.Swiss, "2")
	sameText(t, "round 1", tablesText(s), []string{"Ana (White) – Carla (Black): ", "Dora (White) – Beto (Black): "})
	if !strings.Contains(h.screenText(), "rated by Elo") {
		t.Error("the screen does not say typed results are rated")
	}

	h.typeResult(s, 1, "Ana won")
	games, err := h.Store.SearchGames(context.Background(), storage.GameFilter{})
	if err != nil || len(games) != 1 || games[0].Mode != storage.TypedMode || !games[0].Rated || games[0].Seats[0].Outcome != storage.Win {
		t.Fatalf("the typed result's game: %+v %v", games, err)
	}
	if r := games[0].Seats[0].Rating; r.After <= r.Before {
		t.Errorf("Ana's Elo %v after a win", r)
	}

	// Table 2 is played: Play opens the game (saved at its start), the
	// table shows it in progress, then Dora resigns.
	test.Tap(h.button("Play"))
	h.settle()
	if len(h.Sessions) != 1 {
		t.Fatalf("%d sessions", len(h.Sessions))
	}
	sess := h.Sessions[0]
	if got := sess.Seats(); got[0].Name != "Dora" || got[1].Name != "Beto" || !sess.Rated() {
		t.Fatalf("seats %+v rated %v", got, sess.Rated())
	}
	ShowEvent(h, s.ev.stored.ID)
	h.settle()
	s = h.Screen.(*eventScreen)
	sameText(t, "in progress", tablesText(s), []string{"Ana (White) – Carla (Black): Ana won (typed in)", "Dora (White) – Beto (Black): game in progress"})
	h.button("Resume")
	if err := sess.Resign(0); err != nil {
		t.Fatal(err)
	}
	h.settle()
	ShowEvent(h, s.ev.stored.ID)
	h.settle()
	s = h.Screen.(*eventScreen)
	sameText(t, "played", tablesText(s), []string{"Ana (White) – Carla (Black): Ana won (typed in)", "Dora (White) – Beto (Black): Beto won"})
	if tb := s.ev.round(1)[1]; tb.Decided != storage.DecidedGame || tb.GameID == 0 {
		t.Errorf("table 2 %+v, want decided by its game", tb)
	}

	h.tap("Pair round 2")
	sameText(t, "round 2", tablesText(s), []string{"Beto (White) – Ana (Black): ", "Carla (White) – Dora (Black): "})
	if m := s.Content().MinSize(); m.Width > 1024 || m.Height > 600 {
		t.Errorf("the event's screen needs %v, more than 1024x600", m)
	}
	// Ana and Beto won (1 point, Buchholz 0, Sonneborn-Berger 0); Ana
	// came first as the seed, they never met.
	sameText(t, "standings after round 1", standingsLines(s), []string{
		"1 Ana 1 0 0 0 1 1 0 0 0", "1 Beto 1 0 0 0 1 1 0 0 0", "3 Carla 0 1 0 0 1 0 0 1 0", "3 Dora 0 1 0 0 1 0 0 1 0"})
	for _, p := range mustProfiles(t, h.Store) {
		r := p.Rating("Maxima")
		if r.Games != 1 || (p.Name == "Ana" || p.Name == "Beto") != (r.Rating > storage.StartRating) {
			t.Errorf("%s: %+v after round 1", p.Name, r)
		}
	}
}

// The form says what is wrong, in words, and offers a Swiss's rounds up
// to the most that can be paired.
func TestCreateFormSaysWhatIsWrong(t *testing.T) {
	h := newTestHost(t)
	h.profiles("A", "B", "C", "D", "E", "F", "G")
	Show(h)
	h.settle()
	h.tap("New event")
	c := h.Screen.(*createScreen)
	if c.problem.Text != "Choose two members at least." || !c.create.Disabled() {
		t.Errorf("problem %q", c.problem.Text)
	}
	c.tick("A", "B", "C", "D", "E", "F", "G")
	if c.problem.Text != "A round robin takes 2 to 6 members: choose a Swiss for more." {
		t.Errorf("problem %q", c.problem.Text)
	}
	c.format.SetSelected(formatText(tournament.Swiss))
	if c.problem.Text != "" || c.create.Disabled() || c.rounds.Selected != "4" || len(c.rounds.Options) != 7 || !c.rounds.Visible() {
		t.Errorf("Swiss of 7: problem %q, rounds %q of %v", c.problem.Text, c.rounds.Selected, c.rounds.Options)
	}
	c.game.SetSelected("Xima")
	if got := c.size.Options; strings.Join(got, ",") != "2,3,4" || !c.variant.Visible() {
		t.Errorf("Xima's table sizes %v, variant shown %v", got, c.variant.Visible())
	}
	c.game.SetSelected("Ximaera")
	if c.variant.Visible() || c.size.Selected != "2" {
		t.Errorf("Ximaera: variant shown %v, size %q", c.variant.Visible(), c.size.Selected)
	}
	c.name.SetText(" ")
	if c.problem.Text != "Give the event a name." {
		t.Errorf("problem %q", c.problem.Text)
	}
}

// Xima at tables of three: a table's winner typed in scores the table's
// point; a table nobody won shares it in thirds.
func TestXimaTablesOfThree(t *testing.T) {
	h := newTestHost(t)
	h.profiles("Ana", "Beto", "Carla", "Dora", "Eva", "Fede")
	s := h.createEvent("Xima", []string{"Ana", "Beto", "Carla", "Dora", "Eva", "Fede"}, tournament.Swiss, "1", "3")
	sameText(t, "round 1", tablesText(s), []string{
		"Ana (Red) – Beto (Blue) – Carla (Yellow): ", "Dora (Red) – Eva (Blue) – Fede (Yellow): "})
	h.typeResult(s, 1, "Ana won")
	h.typeResult(s, 2, "Nobody won (the table's point is shared)")
	sameText(t, "round 1 decided", tablesText(s), []string{
		"Ana (Red) – Beto (Blue) – Carla (Yellow): Ana won (typed in)",
		"Dora (Red) – Eva (Blue) – Fede (Yellow): Nobody won (typed in)"})
	// Ana 1; Dora, Eva, Fede ⅓ each; Beto, Carla 0. Buchholz, the mean
	// of the table-mates: Ana (0+0)/2 = 0, Beto and Carla (1+0)/2 = ½,
	// Dora, Eva, Fede (⅓+⅓)/2 = ⅓. Sonneborn-Berger: ⅓·⅓ = 1/9 for the
	// three who shared; head-to-head within each tie: the table they
	// shared (⅓ each, and 0 each).
	sameText(t, "standings", standingsLines(s), []string{
		"1 Ana 1 0 0 0 1 1 0 0 0",
		"2 Dora 0.33 0.33 0.11 0.33 1 0 1 0 0",
		"2 Eva 0.33 0.33 0.11 0.33 1 0 1 0 0",
		"2 Fede 0.33 0.33 0.11 0.33 1 0 1 0 0",
		"5 Beto 0 0.5 0 0 1 0 0 1 0",
		"5 Carla 0 0.5 0 0 1 0 0 1 0",
	})
}

// The CSV holds the standings, then every round's tables a member a row,
// in codes; round 3 is paired, its game undecided (its bye counted).
func TestEventCSV(t *testing.T) {
	h := newTestHost(t)
	h.profiles("Ana", "Beto, \"B\"", "Carla")
	s := h.createEvent("Xima", []string{"Ana", "Beto, \"B\"", "Carla"}, tournament.RoundRobin, "")
	h.typeResult(s, 1, "Draw")
	h.tap("Pair round 2")
	h.typeResult(s, 1, "Ana won")
	h.tap("Pair round 3")
	var b bytes.Buffer
	if err := writeCSV(&b, s.ev, s.st); err != nil {
		t.Fatal(err)
	}
	want := "rank,name,points,buchholz,sonneborn_berger,head_to_head,games,wins,draws,losses,byes\n" +
		"1,Ana,2,1.5,1.5,0,1,1,0,0,1\n" +
		"2,\"Beto, \"\"B\"\"\",1.5,3.5,0.75,0,2,0,1,1,1\n" +
		"3,Carla,1.5,1.5,0.75,0,1,0,1,0,1\n" +
		"\n" +
		"round,table,seat,number,name,side,result,decided\n" +
		"1,1,0,2,\"Beto, \"\"B\"\"\",red,draw,typed\n" +
		"1,1,1,3,Carla,blue,draw,typed\n" +
		"1,2,0,1,Ana,,bye,bye\n" +
		"2,1,0,1,Ana,red,win,typed\n" +
		"2,1,1,2,\"Beto, \"\"B\"\"\",blue,loss,typed\n" +
		"2,2,0,3,Carla,,bye,bye\n" +
		"3,1,0,3,Carla,red,,\n" +
		"3,1,1,1,Ana,blue,,\n" +
		"3,2,0,2,\"Beto, \"\"B\"\"\",,bye,bye\n"
	if b.String() != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestPrintablePage(t *testing.T) {
	p := page{Title: "Club night", Lines: []string{"Maxima · Swiss", "Standings after round 2 of 3", "2026-11-22"},
		Header: pageColumns(), Footer: strings.Repeat("a long footer that wraps ", 10)}
	for i := range 64 {
		p.Rows = append(p.Rows, []string{"1", strings.Repeat("W", 20) + string(rune('A'+i%26)), "2.5", "9.5", "7.25", "1", "4", "2", "1", "1", "0"})
	}
	img, err := p.render()
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != pageWidth || b.Dy() != pageHeight {
		t.Fatalf("page %v", b)
	}
	if d := pageHeight*210 - pageWidth*297; d < -297 || d > 297 {
		t.Errorf("%dx%d is not A4's proportions (210 by 297)", pageWidth, pageHeight)
	}
	dark := func(x0, y0, x1, y1 int) int {
		n := 0
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				if c := img.RGBAAt(x, y); c.R < 0x80 {
					n++
				}
			}
		}
		return n
	}
	if dark(margin, margin, margin+300, margin+50) < 200 {
		t.Error("no title at the top left")
	}
	if n := dark(0, 0, margin-5, pageHeight) + dark(pageWidth-margin+5, 0, pageWidth, pageHeight); n > 0 {
		t.Errorf("%d dark dots in the side margins", n)
	}
	if c := img.RGBAAt(pageWidth/2, pageHeight-10); c != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
		t.Errorf("paper %v", c)
	}
}

// A result typed in ends a game at its start the way it says, in a record
// its game reads back to the same end: a resignation for a win, an agreed
// draw where the game has one, errNoDraw where it has none.
func TestTypedResultsEndTheGame(t *testing.T) {
	for _, c := range []struct {
		game   string
		winner int
		noDraw bool
	}{
		{"Maxima", 1, false}, {"Maxima", -1, false}, {"Xoliba", -1, false}, {"Xoliba", 0, false},
		{"Ximaera", -1, true}, {"Xana", -1, true}, {"Xana", 1, false}, {"Xima", 0, false},
	} {
		kind, _ := catalog.Find(c.game)
		g, err := kind.New(catalog.Options{Seats: 2, Names: []string{"Ana", "Beto"}})
		if err != nil {
			t.Fatal(err)
		}
		err = end(g, c.winner)
		if c.noDraw {
			if !errors.Is(err, errNoDraw) {
				t.Errorf("%s: a draw typed in: %v, want errNoDraw", c.game, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s, winner %d: %v", c.game, c.winner, err)
			continue
		}
		rec, err := core.RecordText(g)
		if err != nil {
			t.Fatal(err)
		}
		back, err := kind.Read(strings.NewReader(rec))
		if err != nil || back.Result() != g.Result() || len(back.Moves()) != 0 {
			t.Errorf("%s, winner %d: the record %q reads back as %+v (%v)", c.game, c.winner, rec, back, err)
		}
	}
}
