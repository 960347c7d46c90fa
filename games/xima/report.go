package xima

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"xima/games/core"
)

// Report is Xima's account of the position a record reaches, what "xima
// replay" prints (core.Report): the board, the players, the magnitudes
// (docs/xima-magnitudes.md) and, with the record's CIMAX tag, the rating
// changes; with every, the figures after every action too, written as
// they are measured so that a long game's never sit in memory together.
type Report struct {
	g       *Game
	before  []float64      // ratings before the game, the CIMAX tag's; nil without it
	changes []RatingChange // nil while the game is not over or without ratings
	every   bool
}

var _ core.Report = (*Report)(nil)

// NewReport returns the report of g, read from rec. It reads the record's
// CIMAX tag (an error there is placed at the tag) and, once the game is
// over, the rating changes. Ratings in range give finite changes; a change
// that is not (which would print as +Inf, or fail the JSON) is refused at
// the tag all the same.
func NewReport(rec *core.Record, g *Game, every bool) (*Report, error) {
	r := &Report{g: g, every: every}
	before, ok, err := g.Config().Ratings()
	if !ok {
		return r, nil
	}
	if err != nil {
		return nil, rec.TagError(TagCIMAX, err)
	}
	r.before = before
	if g.Over() {
		if r.changes, err = CIMAX(before, g); err != nil {
			return nil, rec.TagError(TagCIMAX, err)
		}
		for p, c := range r.changes {
			if !finite(c.After, c.Delta, c.Experience) {
				return nil, rec.TagError(TagCIMAX, fmt.Errorf("%s's rating change from %g is not a finite number", Player(p), c.Before))
			}
		}
	}
	return r, nil
}

// LongName names action a of g's position in the long form: how the
// command line lists actions (actions, perft --divide, bestmove). The long
// form does not depend on the styles, so it names perft's sport-style
// actions too.
func (g *Game) LongName(a core.Action) string { return FormatLong(&g.line.State, Action(a)) }

// RollFromSeed rolls a dice player's dice from the record's seed before
// the command line lists the actions; without a seed the list has the
// actions of any die value.
func (g *Game) RollFromSeed() error {
	if g.NeedsRoll() && g.cfg.HasSeed {
		_, err := g.Roll()
		return err
	}
	return nil
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

// reportJSON is the stable shape of "xima replay --json" (docs/xima-json.md).
// With every, an "every" array follows its last field (WriteJSON).
type reportJSON struct {
	Game       string       `json:"game"`
	Players    []playerJSON `json:"players"`
	Columns    []columnJSON `json:"columns"`
	ToMove     string       `json:"to_move"`
	Dice       []int        `json:"dice"`
	Actions    int          `json:"actions"`
	Round      int          `json:"round"`
	Level      int          `json:"level"`
	FlatRounds int          `json:"flat_rounds"`
	Result     *resultJSON  `json:"result"`
	// Magnitudes are the figures after the last event (docs/xima-magnitudes.md).
	Magnitudes magnitudesJSON `json:"magnitudes"`
}

// magnitudesJSON is the game's magnitudes at one moment.
type magnitudesJSON struct {
	Level   float64     `json:"level"` // L_G, the game level (the top-level "level" is the highest floor)
	Over    bool        `json:"over"`
	Players []forceJSON `json:"players"`
}

// forceJSON is one player's magnitudes. Rating, Delta and Experience are
// null when the record carries no CIMAX tag.
type forceJSON struct {
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

// stepJSON is the magnitudes after one action or resignation.
type stepJSON struct {
	Ply    int    `json:"ply"` // actions played so far
	Round  int    `json:"round"`
	Player string `json:"player"`
	Event  string `json:"event"`  // "action", "resign" or "flag"
	Action string `json:"action"` // short form; "" for a resignation
	magnitudesJSON
}

type playerJSON struct {
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

type columnJSON struct {
	Cell   string      `json:"cell"`
	Floor  int         `json:"floor"`
	Blocks []blockJSON `json:"blocks"`
}

type blockJSON struct {
	Color   string `json:"color"`
	Special bool   `json:"special"`
}

type resultJSON struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

var eventCodes = map[EventKind]string{
	EventAction: "action", EventResign: "resign", EventFlag: "flag",
}

// WriteJSON writes the final position as one JSON object; with every, its
// "every" array last, one step at a time as it is measured.
func (r *Report) WriteJSON(w io.Writer) error {
	var head bytes.Buffer
	if err := core.IndentJSON(&head, r.position()); err != nil {
		return err
	}
	if !r.every {
		_, err := w.Write(head.Bytes())
		return err
	}
	// The object's closing "\n}\n" moves after the array, indented as
	// one encoding of the whole would indent it; with no step the array
	// is left out, as omitempty would.
	events, ply, steps := r.g.events, 0, 0
	for m := range EachMeasure(r.g) {
		ev := events[m.Event]
		step := stepJSON{Round: ev.Round, Player: strings.ToLower(ev.Player.String()), Event: eventCodes[ev.Kind],
			magnitudesJSON: r.magnitudes(m)}
		if ev.Kind == EventAction {
			ply++
			step.Action = ev.Short
		}
		step.Ply = ply
		b, err := json.MarshalIndent(step, "    ", "  ")
		if err != nil {
			return err
		}
		sep := ",\n    "
		if steps == 0 {
			w.Write(bytes.TrimSuffix(head.Bytes(), []byte("\n}\n")))
			sep = ",\n  \"every\": [\n    "
		}
		io.WriteString(w, sep)
		if _, err := w.Write(b); err != nil {
			return err
		}
		steps++
	}
	if steps == 0 {
		_, err := w.Write(head.Bytes())
		return err
	}
	_, err := io.WriteString(w, "\n  ]\n}\n")
	return err
}

// position is the JSON of the final position, without the every array.
func (r *Report) position() reportJSON {
	g := r.g
	s := g.State()
	cfg := g.Config()
	out := reportJSON{Game: GameName, ToMove: strings.ToLower(r.toMove().String()), Dice: []int{},
		Actions: s.Ply(), Round: g.Round(), Level: s.Level(), FlatRounds: s.FlatRounds(), Columns: []columnJSON{}}
	for p := range Player(s.Players()) {
		pl := playerJSON{Color: strings.ToLower(p.String()), Style: s.Style(p).String(), In: s.Alive(p),
			Reserve: s.Reserve(p), Special: specialWords[s.SpecialState(p)], OnBoard: s.OnBoard(p),
			Captured: s.CapturedOf(p), Took: s.Took(p), GivenUp: s.GivenUp(p)}
		if int(p) < len(cfg.Names) {
			pl.Name = cfg.Names[p]
		}
		out.Players = append(out.Players, pl)
	}
	for c := Cell(0); c < Cells; c++ {
		if s.Height(c) == 0 {
			continue
		}
		col := columnJSON{Cell: c.String(), Floor: c.Floor()}
		for i := range s.Height(c) {
			b := s.At(c, i)
			col.Blocks = append(col.Blocks, blockJSON{Color: strings.ToLower(b.Owner().String()), Special: b.Special()})
		}
		out.Columns = append(out.Columns, col)
	}
	for _, d := range s.Dice() {
		if d != 0 {
			out.Dice = append(out.Dice, int(d))
		}
	}
	if res := g.Result(); res.Over {
		out.Result = &resultJSON{Winner: g.SeatCode(res.Winner), Reason: string(res.Reason)}
	}
	out.Magnitudes = r.magnitudes(Measure(g))
	return out
}

// toMove returns the player to move; once the game is over, the one who
// would be (docs/xima-json.md): the next player in seat order after the
// last one who acted, skipping those who are out. The engine leaves the
// turn with the player whose action ended the game.
func (r *Report) toMove() Player {
	s := &r.g.line.State
	events := r.g.events
	last := len(events) - 1
	for last >= 0 && events[last].Kind != EventAction {
		last--
	}
	if !s.Over() || last < 0 {
		return s.ToMove()
	}
	mover := events[last].Player
	n := s.Players()
	for i := 1; i <= n; i++ {
		if q := Player((int(mover) + i) % n); s.Alive(q) {
			return q
		}
	}
	return mover
}

// magnitudes writes m. The rating changes are the game's at its end
// (m.Over), 0 before; null without ratings.
func (r *Report) magnitudes(m Magnitudes) magnitudesJSON {
	out := magnitudesJSON{Level: round4(m.Level), Over: m.Over, Players: []forceJSON{}}
	for p, f := range m.Forces {
		pl := forceJSON{Color: strings.ToLower(Player(p).String()),
			VBB: round4(f.BB), VOB: round4(f.OB), VCB: round4(f.CB), VR: round4(f.R), VW: round4(f.W),
			Force: round4(f.Total()), Turns: m.Turns[p], TimeUsed: round4(m.TimeUsed[p].Seconds()), Power: round4(m.Powers[p])}
		if r.before != nil {
			rating, delta, exp := round4(r.before[p]), 0.0, 0.0
			if m.Over && r.changes != nil {
				delta, exp = round4(r.changes[p].Delta), round4(r.changes[p].Experience)
			}
			pl.Rating, pl.Delta, pl.Experience = &rating, &delta, &exp
		}
		out.Players = append(out.Players, pl)
	}
	return out
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

// WriteText writes the final position, the magnitudes and, with ratings,
// the rating changes; with every, the forces after every action too.
func (r *Report) WriteText(w io.Writer) error {
	g := r.g
	s := g.State()
	cfg := g.Config()
	fmt.Fprintf(w, "Xima, %d players, %d actions\n\n", s.Players(), s.Ply())
	io.WriteString(w, s.Diagram())
	fmt.Fprintln(w)
	for p := range Player(s.Players()) {
		name := ""
		if int(p) < len(cfg.Names) && cfg.Names[p] != "" {
			name = " (" + cfg.Names[p] + ")"
		}
		status := ""
		if !s.Alive(p) {
			status = ", out"
		}
		fmt.Fprintf(w, "%-6s%s %s: reserve %d common, special %s, %d on board, took %d, lost %d%s\n",
			p, name, s.Style(p), s.Reserve(p), specialWords[s.SpecialState(p)], s.OnBoard(p), s.Took(p), s.CapturedOf(p), status)
	}
	if res := g.Result(); res.Over {
		fmt.Fprintf(w, "Result: %s wins (%s)\n", Player(res.Winner), endWords(res.Reason))
	} else {
		fmt.Fprintf(w, "Result: in progress, %s to move\n", s.ToMove())
	}
	return r.writeMagnitudes(w)
}

// endWords is how a game ended, in the words the text output has always used.
func endWords(why core.Reason) string {
	switch why {
	case OutOfBlocks:
		return "out of blocks"
	case core.Resigned:
		return "resignation"
	case core.Flagged:
		return "flag fall"
	}
	return string(why) // summit, drowned
}

// writeMagnitudes writes each player's force with its five terms, turns,
// time and power, the game level and, with ratings, the rating changes;
// with every, the forces after every action too.
func (r *Report) writeMagnitudes(w io.Writer) error {
	g := r.g
	m := Measure(g)
	agreed := g.Config().Clock
	fmt.Fprintf(w, "\nMagnitudes (docs/xima-magnitudes.md)\n")
	for p, f := range m.Forces {
		clock := "untimed"
		if agreed > 0 {
			clock = "time used " + FormatClock(m.TimeUsed[p]) + " of " + FormatClock(agreed)
		}
		fmt.Fprintf(w, "%-6s force %s = V_BB %s + V_OB %s + V_CB %s + V_R %s + V_W %s; %d turns, %s; power %.3f\n",
			Player(p), num(f.Total()), num(f.BB), num(f.OB), num(f.CB), num(f.R), num(f.W), m.Turns[p], clock, m.Powers[p])
	}
	_, err := fmt.Fprintf(w, "Game level %s\n", num(m.Level))
	switch {
	case r.changes != nil:
		for p, c := range r.changes {
			_, err = fmt.Fprintf(w, "CIMAX %-6s %.2f -> %.2f (%+.2f), experience +%.2f\n", Player(p), c.Before, c.After, c.Delta, c.Experience)
		}
	case r.before != nil:
		_, err = fmt.Fprintln(w, "CIMAX: no rating change, the game is not over")
	}
	if !r.every || err != nil {
		return err
	}
	fmt.Fprintln(w, "\nForces after every action")
	events := g.events
	for m := range EachMeasure(g) {
		ev := events[m.Event]
		what := ev.Short
		switch ev.Kind {
		case EventResign:
			what = "resigns"
		case EventFlag:
			what = "flag falls"
		}
		fmt.Fprintf(w, "%3d. %-6s %-8s", ev.Round, ev.Player, what)
		for p, f := range m.Forces {
			fmt.Fprintf(w, " %s %s", Player(p), num(f.Total()))
		}
		if _, err := fmt.Fprintf(w, ", level %s\n", num(m.Level)); err != nil {
			return err
		}
	}
	return nil
}

// num writes x with at most 2 decimals and no trailing zeros: 40, 50.5, 3.67.
func num(x float64) string {
	r := math.Round(x*100) / 100
	if r == 0 {
		r = 0 // not -0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}
