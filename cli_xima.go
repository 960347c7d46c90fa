package main

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"xima/games/core"
	"xima/games/xima"
)

// ximaHeadless plays Xima records for replay, actions and perft.
var ximaHeadless = headlessGame{name: "Xima", replay: replayXima, actions: actionsXima, perftName: ximaSportName}

func replayXima(rec *core.Record, opt replayOptions, stdout io.Writer) error {
	g, err := xima.GameFromRecord(rec)
	if err != nil {
		return moveError(err)
	}
	rt, err := readRatings(rec, g)
	if err != nil {
		return err
	}
	if opt.json {
		return printJSON(stdout, ximaReport(g, rt, opt.every))
	}
	printXima(stdout, g)
	printMagnitudes(stdout, g, rt, opt.every)
	return nil
}

func actionsXima(rec *core.Record, count bool, stdout io.Writer) error {
	g, err := ximaAfter(rec)
	if err != nil {
		return err
	}
	s := g.State()
	return printActions(stdout, actionNames(g.Legal(), func(a core.Action) string { return xima.FormatLong(&s, xima.Action(a)) }), count)
}

// ximaAfter replays a record; a dice player to move rolls from the record's
// seed, and without a seed gets the actions of any die value.
func ximaAfter(rec *core.Record) (*xima.Game, error) {
	g, err := xima.GameFromRecord(rec)
	if err != nil {
		return nil, moveError(err)
	}
	if g.NeedsRoll() && g.Config().HasSeed {
		if _, err := g.Roll(); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// ximaSportName names an action of g's position played in the sport
// style, the tree perft counts (dice would make it depend on rolls), in
// the long form.
func ximaSportName(g core.Game) func(core.Action) string {
	s := g.(*xima.Game).State().AsSport()
	return func(a core.Action) string { return xima.FormatLong(&s, xima.Action(a)) }
}

// ratings are the players' ratings before the game (the record's CIMAX tag)
// and, once the game is over, each player's change; both nil without the tag.
type ratings struct {
	before  []float64
	changes []xima.RatingChange // nil while the game is not over
}

// readRatings reads the record's CIMAX tag (an error there is placed at the
// tag) and, once the game is over, the rating changes. Ratings in range
// give finite changes; a change that is not (which would print as +Inf, or
// fail the JSON) is refused at the tag all the same.
func readRatings(rec *core.Record, g *xima.Game) (ratings, error) {
	before, ok, err := g.Config().Ratings()
	if !ok {
		return ratings{}, nil
	}
	if err != nil {
		return ratings{}, rec.TagError(xima.TagCIMAX, err)
	}
	rt := ratings{before: before}
	if g.Over() {
		if rt.changes, err = xima.CIMAX(before, g); err != nil {
			return ratings{}, rec.TagError(xima.TagCIMAX, err)
		}
		for p, c := range rt.changes {
			if !finite(c.After, c.Delta, c.Experience) {
				return ratings{}, rec.TagError(xima.TagCIMAX, fmt.Errorf("%s's rating change from %g is not a finite number", xima.Player(p), c.Before))
			}
		}
	}
	return rt, nil
}

// finite reports whether every x is a number, neither NaN nor infinite.
func finite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// ximaJSON is the stable shape of "xima replay --json" (docs/xima-json.md).
type ximaJSON struct {
	Game       string           `json:"game"`
	Players    []ximaPlayerJSON `json:"players"`
	Columns    []ximaColumnJSON `json:"columns"`
	ToMove     string           `json:"to_move"`
	Dice       []int            `json:"dice"`
	Actions    int              `json:"actions"`
	Round      int              `json:"round"`
	Level      int              `json:"level"`
	FlatRounds int              `json:"flat_rounds"`
	Result     *ximaResultJSON  `json:"result"`
	// Magnitudes are the figures after the last event (docs/xima-magnitudes.md).
	Magnitudes ximaMagnitudesJSON `json:"magnitudes"`
	// Every holds them after every action and resignation, with --every.
	Every []ximaStepJSON `json:"every,omitempty"`
}

// ximaMagnitudesJSON is the game's magnitudes at one moment.
type ximaMagnitudesJSON struct {
	Level   float64         `json:"level"` // L_G, the game level (the top-level "level" is the highest floor)
	Over    bool            `json:"over"`
	Players []ximaForceJSON `json:"players"`
}

// ximaForceJSON is one player's magnitudes. Rating, Delta and Experience
// are null when the record carries no CIMAX tag.
type ximaForceJSON struct {
	Color      string   `json:"color"`
	VBB        float64  `json:"v_bb"`
	VOB        float64  `json:"v_ob"`
	VCB        float64  `json:"v_cb"`
	VR         float64  `json:"v_r"`
	VW         float64  `json:"v_w"`
	Force      float64  `json:"force"`
	Turns      int      `json:"turns"`
	TimeUsed   float64  `json:"time_used"` // seconds
	Power      float64  `json:"power"`
	Rating     *float64 `json:"rating"` // before the game
	Delta      *float64 `json:"delta"`  // 0 until the game is over
	Experience *float64 `json:"experience"`
}

// ximaStepJSON is the magnitudes after one action or resignation.
type ximaStepJSON struct {
	Ply    int    `json:"ply"` // actions played so far
	Round  int    `json:"round"`
	Player string `json:"player"`
	Event  string `json:"event"`  // "action", "resign" or "flag"
	Action string `json:"action"` // short form; "" for a resignation
	ximaMagnitudesJSON
}

type ximaPlayerJSON struct {
	Color    string `json:"color"`
	Name     string `json:"name"`
	Style    string `json:"style"`
	In       bool   `json:"in"`
	Reserve  int    `json:"reserve"`
	Special  string `json:"special"`
	OnBoard  int    `json:"on_board"`
	Captured int    `json:"captured"`
	Took     int    `json:"took"`
	GivenUp  int    `json:"given_up"`
}

type ximaColumnJSON struct {
	Cell   string          `json:"cell"`
	Floor  int             `json:"floor"`
	Blocks []ximaBlockJSON `json:"blocks"`
}

type ximaBlockJSON struct {
	Color   string `json:"color"`
	Special bool   `json:"special"`
}

type ximaResultJSON struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

var specialNames = map[xima.SpecialState]string{
	xima.SpecialInReserve: "reserve", xima.SpecialOnBoard: "board", xima.SpecialCaptured: "captured",
}

func ximaReport(g *xima.Game, rt ratings, every bool) ximaJSON {
	s := g.State()
	cfg := g.Config()
	r := ximaJSON{Game: "Xima", ToMove: strings.ToLower(ximaToMove(g).String()), Dice: []int{},
		Actions: s.Ply(), Round: g.Round(), Level: s.Level(), FlatRounds: s.FlatRounds(), Columns: []ximaColumnJSON{}}
	for p := range xima.Player(s.Players()) {
		pl := ximaPlayerJSON{Color: strings.ToLower(p.String()), Style: s.Style(p).String(), In: s.Alive(p),
			Reserve: s.Reserve(p), Special: specialNames[s.SpecialState(p)], OnBoard: s.OnBoard(p),
			Captured: s.CapturedOf(p), Took: s.Took(p), GivenUp: s.GivenUp(p)}
		if int(p) < len(cfg.Names) {
			pl.Name = cfg.Names[p]
		}
		r.Players = append(r.Players, pl)
	}
	for c := xima.Cell(0); c < xima.Cells; c++ {
		if s.Height(c) == 0 {
			continue
		}
		col := ximaColumnJSON{Cell: c.String(), Floor: c.Floor()}
		for i := range s.Height(c) {
			b := s.At(c, i)
			col.Blocks = append(col.Blocks, ximaBlockJSON{Color: strings.ToLower(b.Owner().String()), Special: b.Special()})
		}
		r.Columns = append(r.Columns, col)
	}
	for _, d := range s.Dice() {
		if d != 0 {
			r.Dice = append(r.Dice, int(d))
		}
	}
	if res := g.Result(); res.Over {
		r.Result = &ximaResultJSON{Winner: g.SeatCode(res.Winner), Reason: string(res.Reason)}
	}
	r.Magnitudes = magnitudesJSON(xima.Measure(g), rt)
	if every {
		events := g.Events()
		ply := 0
		r.Every = []ximaStepJSON{}
		for _, m := range xima.MeasureEvery(g) {
			ev := events[m.Event]
			step := ximaStepJSON{Round: ev.Round, Player: strings.ToLower(ev.Player.String()), Event: eventNames[ev.Kind],
				ximaMagnitudesJSON: magnitudesJSON(m, rt)}
			if ev.Kind == xima.EventAction {
				ply++
				step.Action = ev.Short
			}
			step.Ply = ply
			r.Every = append(r.Every, step)
		}
	}
	return r
}

// ximaToMove returns the player to move; once the game is over, the one who
// would be (docs/xima-json.md): the next player in seat order after the
// last one who acted, skipping those who are out. The engine leaves the
// turn with the player whose action ended the game.
func ximaToMove(g *xima.Game) xima.Player {
	s := g.State()
	events := g.Events()
	last := len(events) - 1
	for last >= 0 && events[last].Kind != xima.EventAction {
		last--
	}
	if !g.Over() || last < 0 {
		return s.ToMove()
	}
	mover := events[last].Player
	n := s.Players()
	for i := 1; i <= n; i++ {
		if q := xima.Player((int(mover) + i) % n); s.Alive(q) {
			return q
		}
	}
	return mover
}

var eventNames = map[xima.EventKind]string{
	xima.EventAction: "action", xima.EventResign: "resign", xima.EventFlag: "flag",
}

// magnitudesJSON writes m. The rating changes are the game's at its end
// (m.Over), 0 before; null without ratings.
func magnitudesJSON(m xima.Magnitudes, rt ratings) ximaMagnitudesJSON {
	r := ximaMagnitudesJSON{Level: round4(m.Level), Over: m.Over, Players: []ximaForceJSON{}}
	for p, f := range m.Forces {
		pl := ximaForceJSON{Color: strings.ToLower(xima.Player(p).String()),
			VBB: round4(f.BB), VOB: round4(f.OB), VCB: round4(f.CB), VR: round4(f.R), VW: round4(f.W),
			Force: round4(f.Total()), Turns: m.Turns[p], TimeUsed: round4(m.TimeUsed[p].Seconds()), Power: round4(m.Powers[p])}
		if rt.before != nil {
			rating, delta, exp := round4(rt.before[p]), 0.0, 0.0
			if m.Over && rt.changes != nil {
				delta, exp = round4(rt.changes[p].Delta), round4(rt.changes[p].Experience)
			}
			pl.Rating, pl.Delta, pl.Experience = &rating, &delta, &exp
		}
		r.Players = append(r.Players, pl)
	}
	return r
}

// round4 rounds to 4 decimals, so JSON numbers read as plain decimals. A
// number too large to have decimals is returned as it is (x*1e4 would
// overflow to infinity).
func round4(x float64) float64 {
	if math.Abs(x) >= 1<<52 {
		return x
	}
	r := math.Round(x*1e4) / 1e4
	if r == 0 {
		return 0 // not -0
	}
	return r
}

func printXima(w io.Writer, g *xima.Game) {
	s := g.State()
	cfg := g.Config()
	fmt.Fprintf(w, "Xima, %d players, %d actions\n\n", s.Players(), s.Ply())
	io.WriteString(w, s.Diagram())
	fmt.Fprintln(w)
	for p := range xima.Player(s.Players()) {
		name := ""
		if int(p) < len(cfg.Names) && cfg.Names[p] != "" {
			name = " (" + cfg.Names[p] + ")"
		}
		status := ""
		if !s.Alive(p) {
			status = ", out"
		}
		fmt.Fprintf(w, "%-6s%s %s: reserve %d common, special %s, %d on board, took %d, lost %d%s\n",
			p, name, s.Style(p), s.Reserve(p), specialNames[s.SpecialState(p)], s.OnBoard(p), s.Took(p), s.CapturedOf(p), status)
	}
	if res := g.Result(); res.Over {
		fmt.Fprintf(w, "Result: %s wins (%s)\n", xima.Player(res.Winner), ximaWhy(res.Reason))
	} else {
		fmt.Fprintf(w, "Result: in progress, %s to move\n", s.ToMove())
	}
}

// ximaWhy is how a game ended, in the words the text output has always used.
func ximaWhy(why core.Reason) string {
	switch why {
	case xima.OutOfBlocks:
		return "out of blocks"
	case core.Resigned:
		return "resignation"
	case core.Flagged:
		return "flag fall"
	}
	return string(why) // summit, drowned
}

// printMagnitudes writes each player's force with its five terms, turns,
// time and power, the game level and, with ratings, the rating changes;
// with every, the forces after every action too.
func printMagnitudes(w io.Writer, g *xima.Game, rt ratings, every bool) {
	m := xima.Measure(g)
	agreed := g.Config().Clock
	fmt.Fprintf(w, "\nMagnitudes (docs/xima-magnitudes.md)\n")
	for p, f := range m.Forces {
		clock := "untimed"
		if agreed > 0 {
			clock = "time used " + xima.FormatClock(m.TimeUsed[p]) + " of " + xima.FormatClock(agreed)
		}
		fmt.Fprintf(w, "%-6s force %s = V_BB %s + V_OB %s + V_CB %s + V_R %s + V_W %s; %d turns, %s; power %.3f\n",
			xima.Player(p), num(f.Total()), num(f.BB), num(f.OB), num(f.CB), num(f.R), num(f.W), m.Turns[p], clock, m.Powers[p])
	}
	fmt.Fprintf(w, "Game level %s\n", num(m.Level))
	switch {
	case rt.changes != nil:
		for p, c := range rt.changes {
			fmt.Fprintf(w, "CIMAX %-6s %.2f -> %.2f (%+.2f), experience +%.2f\n", xima.Player(p), c.Before, c.After, c.Delta, c.Experience)
		}
	case rt.before != nil:
		fmt.Fprintln(w, "CIMAX: no rating change, the game is not over")
	}
	if !every {
		return
	}
	fmt.Fprintln(w, "\nForces after every action")
	events := g.Events()
	for _, m := range xima.MeasureEvery(g) {
		ev := events[m.Event]
		what := ev.Short
		switch ev.Kind {
		case xima.EventResign:
			what = "resigns"
		case xima.EventFlag:
			what = "flag falls"
		}
		fmt.Fprintf(w, "%3d. %-6s %-8s", ev.Round, ev.Player, what)
		for p, f := range m.Forces {
			fmt.Fprintf(w, " %s %s", xima.Player(p), num(f.Total()))
		}
		fmt.Fprintf(w, ", level %s\n", num(m.Level))
	}
}

// num writes x with at most 2 decimals and no trailing zeros: 40, 50.5, 3.67.
func num(x float64) string {
	r := math.Round(x*100) / 100
	if r == 0 {
		r = 0 // not -0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}
