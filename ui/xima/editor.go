package xima

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/lang"
	"xima/ui/play"
	"xima/ui/widgets"
)

// editorScreen sets up a Xima position by hand on the 2D board: a click
// stacks the chosen block on a column or, with the eraser, takes its top
// block off; the players, their reserves and captured specials, the style
// and the side to move are set beside it. Check says whether the rules
// could reach the position, and why not; the position is saved as a
// record with a Position tag, or played on at once.
type editorScreen struct {
	host  EditorHost
	setup engine.Setup
	brush brush
	// captured are the players whose special the boxes say is captured.
	captured [engine.MaxPlayers]bool
	// picked is the cell last clicked, whose column the screen lists.
	picked    engine.Cell
	hasPicked bool

	board    *board2D
	players  *widget.RadioGroup
	style    *widget.Select
	toMove   *widget.Select
	seats    [engine.MaxPlayers]*editorSeat
	seatBox  *fyne.Container
	eraser   *widget.Button
	column   *widget.Label
	dice     *widget.Label // the turn's dice, where a game's position has them
	status   *widget.Label
	saveBtn  *widget.Button
	playBtn  *widget.Button
	checkBtn *widget.Button
	root     fyne.CanvasObject
}

// brush is what a click on a cell does: stack block, or erase.
type brush struct {
	erase bool
	block engine.Block
}

// editorSeat is one player's row: the brushes of their blocks, the
// reserve and whether their special is captured.
type editorSeat struct {
	root     fyne.CanvasObject
	common   *widget.Button
	special  *widget.Button
	reserve  *widget.Label
	less     *widget.Button
	more     *widget.Button
	captured *widget.Check
}

// EditorHost is the shell as the position editor sees it: Host, and the
// saving of a record file.
type EditorHost interface {
	Host
	// SaveRecord asks where to save a record, suggesting the file name
	// name, and writes text there off Fyne's goroutine, as the history's
	// Export does (the shell's file picking keeps the club's own files
	// safe).
	SaveRecord(name, text string)
}

// ShowEditor shows the position editor on an empty board for two players.
func ShowEditor(h EditorHost) { ShowEditorAt(h, engine.NewSetup(engine.Sport, engine.Sport)) }

// ShowEditorAt shows the position editor on su, a game's position
// (engine.SetupOf): its counters, dice and players out, which the editor
// has no control for, stay as they are until changed by an edit.
func ShowEditorAt(h EditorHost, su engine.Setup) {
	e := newEditor(h, su)
	h.Show(e)
}

func newEditor(h EditorHost, su engine.Setup) *editorScreen {
	e := &editorScreen{host: h, setup: su, brush: brush{block: engine.MakeBlock(engine.Red, false)}}
	for p := range e.captured {
		e.captured[p] = su.Seats[p].Special == engine.SpecialCaptured
	}
	e.build()
	e.refresh()
	return e
}

func (e *editorScreen) Title() string              { return lang.L("Position editor") }
func (e *editorScreen) Content() fyne.CanvasObject { return e.root }

// Close has nothing to stop: the editor starts no goroutine (the shell
// saves).
func (e *editorScreen) Close() {}

func (e *editorScreen) build() {
	e.board = newBoard2D()
	e.board.SetOnTapCell(e.tapCell)
	for p := range engine.Player(engine.MaxPlayers) {
		e.seats[p] = e.newSeatRow(p)
	}
	e.seatBox = container.NewVBox()
	e.eraser = widget.NewButtonWithIcon(lang.L("Eraser"), theme.ContentRemoveIcon(), func() { e.setBrush(brush{erase: true}) })
	clear := widget.NewButtonWithIcon(lang.L("Clear the board"), theme.DeleteIcon(), e.clearBoard)
	e.players = widget.NewRadioGroup([]string{"2", "3", "4"}, func(v string) {
		if n, err := strconv.Atoi(v); err == nil {
			e.setPlayers(n)
		}
	})
	e.players.Horizontal = true
	e.players.Required = true
	var styles []string
	for _, name := range styleNames {
		styles = append(styles, lang.L(name))
	}
	e.style = widget.NewSelect(styles, nil)
	e.style.PlaceHolder = lang.L("Each seat its own")
	e.toMove = widget.NewSelect(nil, func(string) {
		if i := e.toMove.SelectedIndex(); i >= 0 && engine.Player(i) != e.setup.ToMove {
			e.setup.ToMove = engine.Player(i)
			e.changed()
		}
	})
	e.column = widget.NewLabel("")
	e.column.Wrapping = fyne.TextWrapWord
	e.dice = widget.NewLabel("")
	e.dice.Wrapping = fyne.TextWrapWord
	e.status = widget.NewLabel("")
	e.status.Wrapping = fyne.TextWrapWord
	e.checkBtn = widget.NewButtonWithIcon(lang.L("Check"), theme.ConfirmIcon(), func() { e.check() })
	e.saveBtn = widget.NewButtonWithIcon(lang.L("Save as record…"), theme.DocumentSaveIcon(), e.save)
	e.playBtn = widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), e.play)
	e.playBtn.Importance = widget.HighImportance
	home := widget.NewButtonWithIcon(lang.L("Home"), theme.HomeIcon(), e.host.ShowHome)

	form := widget.NewForm(
		widget.NewFormItem(lang.L("Players"), e.players),
		widget.NewFormItem(lang.L("Style"), e.style),
		widget.NewFormItem(lang.L("To move"), e.toMove),
	)
	help := widget.NewLabel(lang.L("Pick a block, then click cells to stack it on their columns; the eraser takes a column's top block off."))
	help.Wrapping = fyne.TextWrapWord
	panel := container.NewVBox(
		widgets.BoldLabel(lang.L("Position editor")), help,
		e.seatBox, container.NewHBox(e.eraser, clear),
		form, e.dice, e.column, widget.NewSeparator(),
		container.NewHBox(e.checkBtn, e.saveBtn, e.playBtn), e.status,
		container.NewHBox(home, layout.NewSpacer()),
	)
	e.root = container.NewPadded(container.NewBorder(nil, nil, nil, sizedPanel(panel, 560), e.board))
	e.players.SetSelected(strconv.Itoa(len(e.setup.Styles)))
	// The style shown is the players' one; none where they differ, until
	// one is picked for all.
	if st := e.setup.Styles; !slices.ContainsFunc(st, func(x engine.Style) bool { return x != st[0] }) {
		e.style.SetSelectedIndex(slices.Index(styleChoices, st[0]))
	}
	e.style.OnChanged = func(string) { e.setStyle(styleChoices[max(e.style.SelectedIndex(), 0)]) }
}

// sizedPanel gives o a fixed width beside the board.
func sizedPanel(o fyne.CanvasObject, width float32) fyne.CanvasObject {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(width, 0))
	return container.NewStack(r, o)
}

func (e *editorScreen) newSeatRow(p engine.Player) *editorSeat {
	r := &editorSeat{}
	r.common = widget.NewButton(lang.L("Block"), func() { e.setBrush(brush{block: engine.MakeBlock(p, false)}) })
	r.special = widget.NewButton(lang.L("Special"), func() { e.setBrush(brush{block: engine.MakeBlock(p, true)}) })
	r.reserve = widget.NewLabel("")
	r.less = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { e.addReserve(p, -1) })
	r.more = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { e.addReserve(p, 1) })
	r.captured = widget.NewCheck(lang.L("Special captured"), func(on bool) { e.setCaptured(p, on) })
	r.root = container.NewHBox(widgets.SeatSwatch(playerColour(p), fmt.Sprintf("%s %s", playerInitial(p), playerName(p))),
		r.common, r.special, widget.NewLabel(lang.L("Reserve")), r.less, r.reserve, r.more, r.captured)
	return r
}

// tapCell stacks the brush's block on the cell's column, or takes its top
// block off with the eraser; the reserves follow, so that a player's
// blocks stay as many as they received.
func (e *editorScreen) tapCell(c engine.Cell) {
	e.picked, e.hasPicked = c, true
	col := e.setup.Columns[c]
	switch {
	case e.brush.erase && len(col) > 0:
		b := col[len(col)-1]
		e.setup.Columns[c] = col[:len(col)-1]
		if ss := &e.setup.Seats[b.Owner()]; !b.Special() {
			ss.Reserve = min(ss.Reserve+1, 255)
		}
	case !e.brush.erase && len(col) < engine.MaxHeight:
		b := e.brush.block
		e.setup.Columns[c] = append(col, b)
		if ss := &e.setup.Seats[b.Owner()]; !b.Special() {
			ss.Reserve = max(ss.Reserve-1, 0)
		}
	}
	e.changed()
}

// specialOnBoard reports whether p's special stands on some column.
func (e *editorScreen) specialOnBoard(p engine.Player) bool {
	special := engine.MakeBlock(p, true)
	for _, col := range e.setup.Columns {
		for _, b := range col {
			if b == special {
				return true
			}
		}
	}
	return false
}

func (e *editorScreen) setBrush(b brush) {
	e.brush = b
	e.refresh()
}

func (e *editorScreen) clearBoard() {
	e.setup = engine.NewSetup(e.setup.Styles...)
	e.captured = [engine.MaxPlayers]bool{}
	e.changed()
}

// setPlayers seats n players; the blocks of those who leave the table go
// with them, and the turn passes to red if it was theirs.
func (e *editorScreen) setPlayers(n int) {
	if n == len(e.setup.Styles) {
		return
	}
	st := e.setup.Styles[0]
	e.setup.Styles = make([]engine.Style, n)
	for i := range e.setup.Styles {
		e.setup.Styles[i] = st
	}
	for c, col := range e.setup.Columns {
		kept := col[:0]
		for _, b := range col {
			if int(b.Owner()) < n {
				kept = append(kept, b)
			}
		}
		e.setup.Columns[c] = kept
	}
	if int(e.setup.ToMove) >= n {
		e.setup.ToMove = engine.Red
	}
	if int(e.brush.block.Owner()) >= n {
		e.brush = brush{block: engine.MakeBlock(engine.Red, false)}
	}
	e.changed()
}

func (e *editorScreen) setStyle(st engine.Style) {
	for i := range e.setup.Styles {
		e.setup.Styles[i] = st
	}
	e.changed()
}

func (e *editorScreen) addReserve(p engine.Player, d int) {
	ss := &e.setup.Seats[p]
	ss.Reserve = min(max(ss.Reserve+d, 0), 255)
	e.changed()
}

func (e *editorScreen) setCaptured(p engine.Player, on bool) {
	if e.captured[p] != on {
		e.captured[p] = on
		e.changed()
	}
}

// changed shows the new position; the last verdict no longer holds, nor
// the dice of a game's position opened here: the editor sets none, so an
// edit puts the turn back before its roll.
func (e *editorScreen) changed() {
	e.setup.Dice, e.setup.Left, e.setup.HasLocked = nil, nil, false
	e.placeSpecials()
	e.status.SetText("")
	e.refresh()
}

// placeSpecials says where each special is: captured (one more block
// lost) where the box says so, even when it stands on the board, which
// Check then refuses; else on the board where it stands; else in
// reserve. The special of a player out of the game stays where it went.
func (e *editorScreen) placeSpecials() {
	for p := range engine.Player(engine.MaxPlayers) {
		ss := &e.setup.Seats[p]
		if ss.Out {
			continue
		}
		commonsLost := ss.Lost // a game's position: its captures stay
		if ss.Special == engine.SpecialCaptured {
			commonsLost--
		}
		switch {
		case e.captured[p]:
			ss.Special, ss.Lost = engine.SpecialCaptured, commonsLost+1
		case e.specialOnBoard(p):
			ss.Special, ss.Lost = engine.SpecialOnBoard, commonsLost
		default:
			ss.Special, ss.Lost = engine.SpecialInReserve, commonsLost
		}
	}
}

// refresh shows the setup: the board, the rows of the players at the
// table, the chosen brush, the side to move and the picked column.
func (e *editorScreen) refresh() {
	s, _ := e.setup.State() // drawn as far as it goes, legal or not
	e.board.SetPosition(s, Marks{Selected: e.picked, HasSelected: e.hasPicked})
	n := len(e.setup.Styles)
	e.seatBox.RemoveAll()
	for p := range engine.Player(n) {
		r, ss := e.seats[p], &e.setup.Seats[p]
		r.reserve.SetText(strconv.Itoa(ss.Reserve))
		r.captured.SetChecked(e.captured[p])
		for _, b := range []struct {
			btn   *widget.Button
			block engine.Block
		}{{r.common, engine.MakeBlock(p, false)}, {r.special, engine.MakeBlock(p, true)}} {
			b.btn.Importance = widget.MediumImportance
			if !e.brush.erase && e.brush.block == b.block {
				b.btn.Importance = widget.HighImportance
			}
			b.btn.Refresh()
		}
		e.seatBox.Add(r.root)
	}
	e.eraser.Importance = widget.MediumImportance
	if e.brush.erase {
		e.eraser.Importance = widget.HighImportance
	}
	e.eraser.Refresh()
	names := make([]string, n)
	for p := range names {
		names[p] = playerName(engine.Player(p))
	}
	e.toMove.SetOptions(names)
	e.toMove.SetSelectedIndex(int(e.setup.ToMove))
	e.column.SetText(e.columnText())
	e.dice.SetText(e.diceText())
	widgets.SetVisible(e.dice, e.dice.Text != "")
}

// diceText says what the turn's dice are, "" before the roll.
func (e *editorScreen) diceText() string {
	if len(e.setup.Dice) == 0 {
		return ""
	}
	values := make([]string, len(e.setup.Dice))
	for i, d := range e.setup.Dice {
		values[i] = strconv.Itoa(int(d))
	}
	return lang.L("{{.Side}} rolled {{.Dice}}: an edit takes the roll back.",
		map[string]any{"Side": playerName(e.setup.ToMove), "Dice": strings.Join(values, ", ")})
}

// columnText lists the picked cell's column, bottom to top.
func (e *editorScreen) columnText() string {
	if !e.hasPicked {
		return ""
	}
	c := e.picked
	col := e.setup.Columns[c]
	if len(col) == 0 {
		return lang.L("{{.Cell}} (floor {{.Floor}}): empty", map[string]any{"Cell": c.String(), "Floor": c.Floor()})
	}
	words := make([]string, len(col))
	for i, b := range col {
		words[i] = playerName(b.Owner())
		if b.Special() {
			words[i] += " ★"
		}
	}
	return lang.L("{{.Cell}} (floor {{.Floor}}): {{.Blocks}}, bottom to top",
		map[string]any{"Cell": c.String(), "Floor": c.Floor(), "Blocks": strings.Join(words, ", ")})
}

// check says whether the position is legal, and why not; it reports
// whether it is.
func (e *editorScreen) check() bool {
	s, err := e.setup.State()
	if err != nil {
		// The cell the reason names is picked, its column listed.
		if pe, ok := err.(*engine.PositionError); ok {
			if c, ok := engine.ParseCell(pe.Cell); ok {
				e.picked, e.hasPicked = c, true
				e.refresh()
			}
		}
		e.status.Importance = widget.DangerImportance
		e.status.SetText(positionWords(err))
		return false
	}
	e.status.Importance = widget.SuccessImportance
	e.status.SetText(lang.L("A legal position: {{.Side}} to move.", map[string]any{"Side": playerName(s.ToMove())}))
	return true
}

// game checks the position and returns a game starting from it; ok is
// false when the position is refused (the status says why).
func (e *editorScreen) game() (g *engine.Game, ok bool) {
	if !e.check() {
		return nil, false
	}
	g, err := engine.NewGame(engine.Config{Styles: e.setup.Styles, Position: e.setup.String(),
		Seed: e.host.Seed(), HasSeed: true, Date: e.host.Now().Format("2006.01.02")})
	if err != nil {
		e.host.ShowError(err)
		return nil, false
	}
	return g, true
}

// save has the shell save the position as a record with its Position
// tag, under a name the user chooses.
func (e *editorScreen) save() {
	if g, ok := e.game(); ok {
		e.host.SaveRecord("xima-position-"+e.host.Now().Format("20060102-1504")+".xima", g.Record())
	}
}

// play plays on from the position, its players guests, through the
// record-opening path (PlayOn).
func (e *editorScreen) play() {
	if g, ok := e.game(); ok {
		play.PlayOn(e.host, Kind(e.host), g)
	}
}

// positionWords says in the player's language what is wrong with a
// position (engine.PositionError's code and arguments).
func positionWords(err error) string {
	pe, ok := err.(*engine.PositionError)
	if !ok {
		return err.Error()
	}
	args := map[string]any{"Cell": pe.Cell, "Other": pe.Other, "Side": lang.Side(pe.Side), "N": pe.N, "M": pe.M}
	switch pe.Code {
	case engine.PosSummitCommon:
		return lang.L("A common block stands on the summit {{.Cell}}: only a special enters it, and that ends the game.", args)
	case engine.PosSummitReached:
		return lang.L("{{.Side}}'s special stands on the summit {{.Cell}}: the game would be over.", args)
	case engine.PosSpecialTwice:
		return lang.L("{{.Side}}'s special stands on {{.Cell}} and on {{.Other}}: each player has one.", args)
	case engine.PosSpecialWhere:
		return lang.L("{{.Side}}'s special stands on {{.Cell}}, so it is not captured.", args)
	case engine.PosTooMany:
		return lang.L("{{.Side}} has {{.N}} blocks on the board, in reserve and captured, but received {{.M}}.", args)
	case engine.PosOutOfBlocks:
		return lang.L("{{.Side}} has no block on the board and none in reserve: out of blocks (rule 12).", args)
	case engine.PosDrowned:
		return lang.L("{{.Side}}, to move, has no legal action: drowned, the game would be over (rule 7).", args)
	}
	// The editor cannot make the others (a player out, the counters, the
	// dice, the tag's notation): its code names it.
	return lang.L("The rules cannot reach this position ({{.Code}}).", map[string]any{"Code": string(pe.Code)})
}
