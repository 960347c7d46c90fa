package xima

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"xima/games/core"
)

// A position set up by hand: the record's Position tag (docs/xima-record.md,
// Position) and what a position editor changes. ParseSetup reads the tag's
// text, Setup.State builds the position and checks that the rules could
// have reached it, State.Setup and Setup.String write one back.

// TagPosition names the record's start position, given when the game does
// not start on the empty board.
const TagPosition = "Position"

// Setup is a position written out field by field. Its zero Level and
// Round stand for their defaults; every other field is as given.
type Setup struct {
	Styles  []Style        // one per seat, red first: 2 to 4
	Columns [Cells][]Block // each column's blocks, bottom to top
	ToMove  Player
	Seats   [MaxPlayers]SeatSetup // the first len(Styles) count
	// Level is the highest floor a block has come to rest on (rule 14);
	// 0 takes the highest floor a block rests on now.
	Level  int
	Flat   int  // rounds in a row that did not raise the level (rule 14)
	Raised bool // an action of the round under way raised the level
	Round  int  // the movetext number of the turn; 0 is 1
	// Dice are the turn's roll (dice styles), none before rolling. Left
	// are the values the second action of a two-dice turn may use, none
	// before the first action; Locked is the cell of the block the first
	// action used (HasLocked is false after a rescue).
	Dice      []uint8
	Left      []uint8
	Locked    Cell
	HasLocked bool
}

// SeatSetup is one player's part of a Setup.
type SeatSetup struct {
	Reserve int // common blocks in reserve
	// Special is where the special is: SpecialOnBoard while it stands on
	// the board and, for a player who is out, once it left the game with
	// them (a resignation takes it off the board).
	Special  SpecialState
	Out      bool // out of the game (3-4 players)
	Received int  // blocks ever received: 10, then 3 at a time
	Took     int  // enemy blocks the player captured
	Lost     int  // the player's blocks others captured, the special while captured included
}

// NewSetup returns the empty board for len(styles) players, each with
// the 10 blocks of the start in reserve: the editor's blank page.
func NewSetup(styles ...Style) Setup {
	su := Setup{Styles: append([]Style(nil), styles...)}
	for p := range su.Seats {
		su.Seats[p] = SeatSetup{Reserve: StartCommons, Received: StartCommons + 1}
	}
	return su
}

// blockLetters are the tag's letters of blocks: lower case a common,
// upper case the special.
const blockLetters = "rbygRBYG"

func blockLetter(b Block) byte {
	i := int(b.Owner())
	if b.Special() {
		i += MaxPlayers
	}
	return blockLetters[i]
}

// blockName is "red block" or "red special", for messages.
func blockName(b Block) string {
	if b.Special() {
		return sideCode(b.Owner()) + " special"
	}
	return sideCode(b.Owner()) + " block"
}

var specialWords = [...]string{SpecialInReserve: "reserve", SpecialOnBoard: "board", SpecialCaptured: "captured"}

// goneWord is the special of a player who is out, gone with them.
const goneWord = "gone"

// positionFields are the tag's fields after the board, in the order the
// writer writes them.
var positionFields = []string{"to", "reserve", "special", "out", "received", "took", "lost",
	"level", "flat", "raised", "move", "dice", "left", "block"}

// maxRound bounds the move field, far above any game.
const maxRound = 100000

// ParsePosition reads a Position tag's value for players of the given
// styles: the position, checked (Setup.State), and the movetext number of
// its turn.
func ParsePosition(text string, styles ...Style) (State, int, error) {
	su, err := ParseSetup(text, styles...)
	if err != nil {
		return State{}, 0, err
	}
	s, err := su.State()
	if err != nil {
		return State{}, 0, err
	}
	return s, su.round(), nil
}

// FormatPosition writes s as a Position tag's value whose turn is numbered
// round.
func FormatPosition(s *State, round int) string {
	su := s.Setup(round)
	return su.String()
}

func (su *Setup) round() int { return max(su.Round, 1) }

// ParseSetup reads a Position tag's value for players of the given styles
// (docs/xima-record.md, Position), filling the fields it leaves out with
// their defaults. It checks the notation and what the text alone shows (a
// floating block, a cell off the board); Setup.State checks the rest.
func ParseSetup(text string, styles ...Style) (Setup, error) {
	n := len(styles)
	if n < 2 || n > MaxPlayers {
		return Setup{}, syntaxErr("%d players (want 2 to 4)", n)
	}
	su := NewSetup(styles...)
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return Setup{}, syntaxErr("the position is empty: want the board's 13 rows, from 13 down to 1")
	}
	if err := su.parseBoard(fields[0]); err != nil {
		return Setup{}, err
	}
	given := map[string]string{}
	for _, f := range fields[1:] {
		name, value, ok := strings.Cut(f, "=")
		name = strings.ToLower(name)
		switch {
		case !ok:
			return Setup{}, syntaxErr("%s: want name=value after the board", core.Quote(f))
		case !slices.Contains(positionFields, name):
			return Setup{}, syntaxErr("unknown field %s (want %s)", core.Quote(name), strings.Join(positionFields, ", "))
		}
		if _, twice := given[name]; twice {
			return Setup{}, syntaxErr("field %s given twice", name)
		}
		given[name] = value
	}
	if err := su.readFields(given); err != nil {
		return Setup{}, err
	}
	return su, nil
}

// parseBoard reads the rows, 13 down to 1, separated by "/": a number is
// that many empty cells, a letter a column of one block, and "(...)" a
// column of several, bottom to top, where "." is an empty place.
func (su *Setup) parseBoard(board string) error {
	rows := strings.Split(board, "/")
	if len(rows) > Size {
		return posErr(PositionError{Code: PosNoCell, Cell: "A" + strconv.Itoa(len(rows))},
			"%d rows: the board has 13 (from 13 down to 1)", len(rows))
	}
	if len(rows) < Size {
		return syntaxErr("%d rows: want 13, from 13 down to 1, separated by /", len(rows))
	}
	for i, row := range rows {
		if err := su.parseRow(Size-1-i, row); err != nil {
			return err
		}
	}
	return nil
}

func (su *Setup) parseRow(r int, row string) error {
	col := 0
	rs := []rune(row)
	offBoard := func() error {
		name := string(rune('A'+col)) + strconv.Itoa(r+1)
		return posErr(PositionError{Code: PosNoCell, Cell: name}, "row %d runs past M%d: %s is not on the board", r+1, r+1, name)
	}
	for i := 0; i < len(rs); i++ {
		if col >= Size {
			return offBoard()
		}
		switch ch := rs[i]; {
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' && j-i < 3 {
				j++
			}
			run, _ := strconv.Atoi(string(rs[i:j]))
			if run == 0 || rs[i] == '0' {
				return syntaxErr("row %d: %s empty cells: want 1 to 13", r+1, core.Quote(string(rs[i:j])))
			}
			if col+run > Size {
				col = Size
				return offBoard()
			}
			col += run
			i = j - 1
		case ch == '(':
			j := i + 1
			for j < len(rs) && rs[j] != ')' {
				j++
			}
			if j == len(rs) {
				return syntaxErr("row %d: a column opened with ( is not closed", r+1)
			}
			if err := su.parseColumn(MakeCell(col, r), rs[i+1:j]); err != nil {
				return err
			}
			col++
			i = j
		default:
			b, err := parseBlock(ch, r)
			if err != nil {
				return err
			}
			su.Columns[MakeCell(col, r)] = []Block{b}
			col++
		}
	}
	if col < Size {
		return syntaxErr("row %d has %d cells: want 13, A%d to M%d", r+1, col, r+1, r+1)
	}
	return nil
}

func parseBlock(ch rune, r int) (Block, error) {
	i := strings.IndexRune(blockLetters, ch)
	if i < 0 {
		return 0, posErr(PositionError{Code: PosUnknownLetter, Text: string(ch), N: r + 1},
			"row %d: unknown letter %s (want r, b, y, g for a common block, R, B, Y, G for a special, a number of empty cells, or a column in parentheses)", r+1, core.Quote(string(ch)))
	}
	return MakeBlock(Player(i%MaxPlayers), i >= MaxPlayers), nil
}

// parseColumn reads a column's places bottom to top; "." is an empty
// place, under which nothing may stand (rules/xima.md, Board: a block
// rests on the block under it, or on the pyramid).
func (su *Setup) parseColumn(c Cell, places []rune) error {
	empty := 0 // the first empty place, 1-based; 0 none yet
	var col []Block
	for i, ch := range places {
		if ch == '.' {
			if empty == 0 {
				empty = i + 1
			}
			continue
		}
		b, err := parseBlock(ch, c.Row())
		if err != nil {
			return err
		}
		if empty > 0 {
			return posErr(PositionError{Code: PosFloating, Cell: c.String(), N: i + 1, Side: sideCode(b.Owner())},
				"%s: the %s at place %d floats: place %d under it is empty, and a block rests on the block under it or on the pyramid", c, blockName(b), i+1, empty)
		}
		if len(col) == MaxHeight {
			return posErr(PositionError{Code: PosTooHigh, Cell: c.String(), N: len(places)},
				"%s: a column of more than %d blocks", c, MaxHeight)
		}
		col = append(col, b)
	}
	if len(col) == 0 {
		return syntaxErr("%s: an empty column (): write the empty cells as a number", c)
	}
	su.Columns[c] = col
	return nil
}

// readFields reads the fields after the board and fills what they leave
// out with the defaults.
func (su *Setup) readFields(given map[string]string) error {
	if err := su.readSeats(given); err != nil {
		return err
	}
	return su.readTurn(given)
}

// readSeats reads the players' fields. Left out: each received 10, took
// none and lost only a captured special; a special is on the board when it
// stands there, gone with a player who is out, else in reserve; the
// commons neither on the board nor lost are in reserve.
func (su *Setup) readSeats(given map[string]string) error {
	n := len(su.Styles)
	seats := su.Seats[:n]
	if v, ok := given["out"]; ok {
		ps, err := parsePlayers("out", v, n)
		if err != nil {
			return err
		}
		for _, p := range ps {
			seats[p].Out = true
		}
	}
	for p := range seats {
		seats[p].Special = su.defaultSpecial(Player(p))
	}
	if v, ok := given["special"]; ok {
		words := strings.Split(v, ",")
		if len(words) != n {
			return syntaxErr("special=%s: want %d words, red first", core.Excerpt(v), n)
		}
		for p, w := range words {
			st, ok := specialState(strings.ToLower(w), seats[p].Out)
			if !ok {
				return syntaxErr("special=%s: %s (want reserve, board, captured, or gone for a player out)", core.Excerpt(v), core.Quote(w))
			}
			seats[p].Special = st
		}
	}
	for p := range seats {
		seats[p].Lost = boolInt(seats[p].Special == SpecialCaptured)
	}
	// The reserve comes last: its default follows from the others.
	for _, f := range []struct {
		name string
		set  func(*SeatSetup, int)
	}{
		{"received", func(s *SeatSetup, v int) { s.Received = v }},
		{"took", func(s *SeatSetup, v int) { s.Took = v }},
		{"lost", func(s *SeatSetup, v int) { s.Lost = v }},
		{"reserve", func(s *SeatSetup, v int) { s.Reserve = v }},
	} {
		v, ok := given[f.name]
		if !ok {
			if f.name == "reserve" {
				for p := range seats {
					seats[p].Reserve = su.defaultReserve(Player(p))
				}
			}
			continue
		}
		nums, err := parseCounts(f.name, v, n)
		if err != nil {
			return err
		}
		for p, x := range nums {
			f.set(&seats[p], x)
		}
	}
	return nil
}

// defaultSpecial is where p's special is when the tag does not say.
func (su *Setup) defaultSpecial(p Player) SpecialState {
	if su.Seats[p].Out || slices.ContainsFunc(su.Columns[:], func(col []Block) bool {
		return slices.Contains(col, MakeBlock(p, true))
	}) {
		return SpecialOnBoard
	}
	return SpecialInReserve
}

// defaultReserve is p's reserve when the tag does not give it: the commons
// received and neither on the board nor lost.
func (su *Setup) defaultReserve(p Player) int {
	ss := &su.Seats[p]
	return max(ss.Received-1-su.commonsOnBoard(p)-ss.commonsLost(), 0)
}

// readTurn reads the fields of the turn. Left out: the first player still
// in is to move, at move 1, with no dice; the level is the highest floor a
// block rests on, and no round went by without raising it.
func (su *Setup) readTurn(given map[string]string) error {
	su.ToMove = su.firstIn()
	if v, ok := given["to"]; ok {
		ps, err := parsePlayers("to", v, MaxPlayers)
		if err != nil {
			return err
		}
		if len(ps) != 1 {
			return syntaxErr("to=%s: want one colour", core.Excerpt(v))
		}
		su.ToMove = ps[0]
	}
	for _, f := range []struct {
		name     string
		to       *int
		min, max int
	}{{"level", &su.Level, 0, 4}, {"flat", &su.Flat, 0, 255}, {"move", &su.Round, 1, maxRound}} {
		v, ok := given[f.name]
		if !ok {
			continue
		}
		x, err := strconv.Atoi(v)
		if err != nil || x < f.min || x > f.max {
			return syntaxErr("%s=%s: want a whole number from %d to %d", f.name, core.Excerpt(v), f.min, f.max)
		}
		*f.to = x
	}
	if _, ok := given["level"]; ok {
		// The level given, 0 included, is checked here: in a Setup, 0
		// stands for the default.
		if f, at := su.highestFloor(); su.Level < f {
			return levelErr(su.Level, f, at)
		}
	}
	if v, ok := given["raised"]; ok {
		switch strings.ToLower(v) {
		case "yes":
			su.Raised = true
		case "no":
		default:
			return syntaxErr("raised=%s: want yes or no", core.Excerpt(v))
		}
	}
	var err error
	if v, ok := given["dice"]; ok {
		if su.Dice, err = parseDice("dice", v); err != nil {
			return err
		}
	}
	if v, ok := given["left"]; ok {
		if su.Left, err = parseDice("left", v); err != nil {
			return err
		}
	}
	if v, ok := given["block"]; ok {
		c, ok := ParseCell(v)
		if !ok {
			return posErr(PositionError{Code: PosNoCell, Cell: core.Excerpt(v)}, "block=%s: %s is not a cell of the board", core.Excerpt(v), core.Quote(v))
		}
		su.Locked, su.HasLocked = c, true
	}
	return nil
}

func specialState(w string, out bool) (SpecialState, bool) {
	if w == goneWord {
		return SpecialOnBoard, out
	}
	for st, word := range specialWords {
		if w == word {
			return SpecialState(st), true
		}
	}
	return 0, false
}

// parseCounts reads one whole number per seat, red first.
func parseCounts(name, v string, n int) ([]int, error) {
	parts := strings.Split(v, ",")
	if len(parts) != n {
		return nil, syntaxErr("%s=%s: want %d numbers, red first", name, core.Excerpt(v), n)
	}
	out := make([]int, n)
	for i, part := range parts {
		x, err := strconv.Atoi(part)
		if err != nil || x < 0 || x > 255 {
			return nil, syntaxErr("%s=%s: %s is not a whole number from 0 to 255", name, core.Excerpt(v), core.Quote(part))
		}
		out[i] = x
	}
	return out, nil
}

// parsePlayers reads colours ("red,yellow"), each of the first n seats.
func parsePlayers(name, v string, n int) ([]Player, error) {
	var out []Player
	for _, part := range strings.Split(v, ",") {
		p, err := parsePlayer(part)
		if err != nil || int(p) >= n {
			return nil, syntaxErr("%s=%s: %s is not a player of the game", name, core.Excerpt(v), core.Quote(part))
		}
		if slices.Contains(out, p) {
			return nil, syntaxErr("%s=%s: %s twice", name, core.Excerpt(v), sideCode(p))
		}
		out = append(out, p)
	}
	return out, nil
}

// parseDice reads one or two die values, 1 to 6.
func parseDice(name, v string) ([]uint8, error) {
	parts := strings.Split(v, ",")
	if len(parts) > 2 {
		return nil, syntaxErr("%s=%s: at most 2 dice", name, core.Excerpt(v))
	}
	out := make([]uint8, len(parts))
	for i, part := range parts {
		x, err := strconv.Atoi(part)
		if err != nil || x < 1 || x > 6 {
			return nil, syntaxErr("%s=%s: %s is not a die's value, 1 to 6", name, core.Excerpt(v), core.Quote(part))
		}
		out[i] = uint8(x)
	}
	return out, nil
}

// specialCells returns, per player, the cells where their special stands.
func (su *Setup) specialCells() [MaxPlayers][]Cell {
	var at [MaxPlayers][]Cell
	for c, col := range su.Columns {
		for _, b := range col {
			if b.Special() {
				at[b.Owner()] = append(at[b.Owner()], Cell(c))
			}
		}
	}
	return at
}

// commonsOnBoard counts p's common blocks on the board.
func (su *Setup) commonsOnBoard(p Player) int {
	n := 0
	for _, col := range su.Columns {
		for _, b := range col {
			if b.Owner() == p && !b.Special() {
				n++
			}
		}
	}
	return n
}

// commonsLost is how many of the blocks the player lost are commons.
func (ss *SeatSetup) commonsLost() int {
	if ss.Special == SpecialCaptured {
		return ss.Lost - 1
	}
	return ss.Lost
}

// firstIn returns the first seat still in, red if none is.
func (su *Setup) firstIn() Player {
	for p := range Player(len(su.Styles)) {
		if !su.Seats[p].Out {
			return p
		}
	}
	return Red
}

// highestFloor returns the highest floor a block rests on (0 on the empty
// board) and a cell of that floor holding one.
func (su *Setup) highestFloor() (int, Cell) {
	best, at := 0, Cell(0)
	for c, col := range su.Columns {
		if f := int(floorOf[c]); len(col) > 0 && f > best {
			best, at = f, Cell(c)
		}
	}
	return best, at
}

// Setup writes s out field by field, its turn numbered round.
func (s *State) Setup(round int) Setup {
	n := int(s.players)
	su := Setup{Styles: slices.Clone(s.styles[:n]), ToMove: s.toMove, Level: int(s.level),
		Flat: int(s.flat), Raised: s.raised, Round: round}
	for c := range Cells {
		if h := s.height[c]; h > 0 {
			su.Columns[c] = slices.Clone(s.cols[c][:h])
		}
	}
	for p := range n {
		su.Seats[p] = SeatSetup{Reserve: int(s.reserve[p]), Special: s.special[p], Out: !s.Alive(Player(p)),
			Received: int(s.received[p]), Took: int(s.took[p]), Lost: int(s.captured[p])}
	}
	if s.diceLeft > 0 {
		rolled := 1
		if s.styles[s.toMove] == TwoDice {
			rolled = 2
		}
		su.Dice = slices.Clone(s.dice[:rolled])
		if s.MidTurn() {
			for d := uint8(1); d <= 6; d++ {
				if s.diceMask&(1<<d) != 0 {
					su.Left = append(su.Left, d)
				}
			}
			if s.locked > 0 {
				su.Locked, su.HasLocked = Cell(s.locked-1), true
			}
		}
	}
	return su
}

// String writes su as a Position tag's value: the board, then each field
// whose value is not its default (ParseSetup).
func (su *Setup) String() string {
	var b strings.Builder
	for r := Size - 1; r >= 0; r-- {
		empty := 0
		for c := range Size {
			col := su.Columns[MakeCell(c, r)]
			if len(col) == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			if len(col) > 1 {
				b.WriteByte('(')
			}
			for _, bl := range col {
				b.WriteByte(blockLetter(bl))
			}
			if len(col) > 1 {
				b.WriteByte(')')
			}
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	n := len(su.Styles)
	seats := su.Seats[:n]
	field := func(name, value string) { b.WriteString(" " + name + "=" + value) }
	list := func(name string, get func(*SeatSetup) int, def func(Player) int) {
		differs := false
		vals := make([]string, n)
		for p := range seats {
			v := get(&seats[p])
			differs = differs || v != def(Player(p))
			vals[p] = strconv.Itoa(v)
		}
		if differs {
			field(name, strings.Join(vals, ","))
		}
	}
	if su.ToMove != su.firstIn() {
		field("to", sideCode(su.ToMove))
	}
	list("reserve", func(ss *SeatSetup) int { return ss.Reserve }, su.defaultReserve)
	specialAt := su.specialCells()
	differs := false
	words := make([]string, n)
	for p := range seats {
		ss := &seats[p]
		differs = differs || ss.Special != su.defaultSpecial(Player(p))
		words[p] = specialWords[ss.Special]
		if ss.Special == SpecialOnBoard && len(specialAt[p]) == 0 && ss.Out {
			words[p] = goneWord
		}
	}
	if differs {
		field("special", strings.Join(words, ","))
	}
	var out []string
	for p := range seats {
		if seats[p].Out {
			out = append(out, sideCode(Player(p)))
		}
	}
	if len(out) > 0 {
		field("out", strings.Join(out, ","))
	}
	list("received", func(ss *SeatSetup) int { return ss.Received }, func(Player) int { return StartCommons + 1 })
	list("took", func(ss *SeatSetup) int { return ss.Took }, func(Player) int { return 0 })
	list("lost", func(ss *SeatSetup) int { return ss.Lost }, func(p Player) int { return boolInt(seats[p].Special == SpecialCaptured) })
	if f, _ := su.highestFloor(); su.Level != 0 && su.Level != f {
		field("level", strconv.Itoa(su.Level))
	}
	if su.Flat != 0 {
		field("flat", strconv.Itoa(su.Flat))
	}
	if su.Raised {
		field("raised", "yes")
	}
	if su.round() != 1 {
		field("move", strconv.Itoa(su.round()))
	}
	dice := func(name string, ds []uint8) {
		if len(ds) > 0 {
			parts := make([]string, len(ds))
			for i, d := range ds {
				parts[i] = strconv.Itoa(int(d))
			}
			field(name, strings.Join(parts, ","))
		}
	}
	dice("dice", su.Dice)
	dice("left", su.Left)
	if su.HasLocked {
		field("block", su.Locked.String())
	}
	return b.String()
}

// start returns the game's first position and the movetext number of its
// turn: the Position's when there is one, else the empty board's.
func (c *Config) start() (State, int, error) {
	if strings.TrimSpace(c.Position) == "" {
		s, err := NewState(c.Styles...)
		return s, 1, err
	}
	s, round, err := ParsePosition(c.Position, c.Styles...)
	if err != nil {
		return s, 0, fmt.Errorf("xima: position: %w", err)
	}
	return s, round, nil
}
