package library

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	engine "xima/games/xima"
	"xima/ui/internal/uitest"
	"xima/ui/lang"
	"xima/ui/play"
	ximaui "xima/ui/xima"
)

// Every comment of the book has our Spanish translation, and every
// translation is of a comment: comments-es.json holds one per commented
// move, keyed by the move as the record numbers it.
func TestEveryCommentHasOurSpanishTranslation(t *testing.T) {
	entries, err := load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	es, err := spanish()
	if err != nil {
		t.Fatal(err)
	}
	comments, keys := 0, 0
	for _, e := range entries {
		keys += len(es[e.book.file])
		for _, s := range e.steps {
			switch {
			case s.comment == "" && s.spanish != "":
				t.Errorf("%s %s: a translation with no comment", e.book.file, s.move)
			case s.comment != "":
				comments++
				if s.spanish == "" || s.spanish == s.comment || s.spanish != es[e.book.file][s.move] {
					t.Errorf("%s %s: Spanish %q for %q", e.book.file, s.move, s.spanish, s.comment)
				}
			}
		}
	}
	// The book comments 13 moves of the example game and 18, 13 and 11 of
	// games 1-3 (docs/xima-book.md); the exercises have none.
	if comments != 55 || keys != comments {
		t.Errorf("%d comments, %d translations; want 55 of each", comments, keys)
	}
}

// A comment left untranslated, a translation of a move the book does not
// comment on, and one of a game not in the book are each refused.
func TestTranslationsMatchTheComments(t *testing.T) {
	steps := func() []step {
		return []step{{}, {move: "1. -B1", comment: "Incorporates."}, {move: "1... -J1"}}
	}
	if err := translate(steps(), map[string]string{"1. -B1": "Incorpora."}); err != nil {
		t.Errorf("a full translation refused: %v", err)
	}
	for _, es := range []map[string]string{
		{},
		{"1. -B1": "  "},
		{"1. -B1": "Incorpora.", "1... -J1": "Incorpora también."},
		{"1. -B1": "Incorpora.", "2. -B1": "Otra vez."},
	} {
		if err := translate(steps(), es); err == nil {
			t.Errorf("%v: no error", es)
		}
	}
	if err := onlyBookGames(map[string]map[string]string{"book-11.11-game1.xima": {}}); err != nil {
		t.Error(err)
	}
	if err := onlyBookGames(map[string]map[string]string{"book-11.11-game4.xima": {}}); err == nil {
		t.Error("comments for a game not in the book taken")
	}
}

// Under Spanish the game screen shows our translation of the book's
// comment, marked as ours; a move with no comment has no mark.
func TestUnderSpanishTheCommentIsOurTranslation(t *testing.T) {
	h := newHost(t, "es", fyne.NewSize(1024, 600))
	g := h.openGame(t, 1)
	g.show(8)
	if got := g.note.text.String(); !strings.HasPrefix(got, "El azul arma una defensa doble") {
		t.Errorf("4... BL13 in Spanish: %q", got)
	}
	if !g.note.ours.Visible() || !strings.HasPrefix(g.note.ours.Text, "Traducción nuestra") {
		t.Errorf("the translation is not marked as ours: %q, visible %v", g.note.ours.Text, g.note.ours.Visible())
	}
	g.show(12)
	if g.note.ours.Visible() || g.note.text.String() != "El libro no comenta esta jugada." {
		t.Errorf("6... I10 in Spanish: %q, marked %v", g.note.text.String(), g.note.ours.Visible())
	}
}

// board3D stands in for the 3D view: the board the library's replay shows
// when the club shows Xima in 3D.
type board3D struct {
	obj   *widget.Label
	state engine.State
}

func (b *board3D) Object() fyne.CanvasObject                         { return b.obj }
func (b *board3D) SetPosition(s engine.State, _ ximaui.Marks)        { b.state = s }
func (b *board3D) SetOnTapCell(func(engine.Cell))                    {}
func (b *board3D) SetOnTapReserve(func(engine.Player, bool))         {}
func (b *board3D) Animate(before engine.State, action engine.Action) {}

// The library's Replay, in 2D and in 3D, shows the book's comment on the
// move on show beside the board, in the window's language, and stepping
// the replay changes it.
func TestTheReplayShowsTheBooksComment(t *testing.T) {
	for _, tc := range []struct {
		code, in3D         string
		at8, noComment, at string
	}{
		{"en", "", "The blue player creates a double defense", "The book has no comment on this move.", ""},
		{"en", "3D", "The blue player creates a double defense", "The book has no comment on this move.", ""},
		{"es", "3D", "El azul arma una defensa doble", "El libro no comenta esta jugada.", "Traducción nuestra"},
	} {
		h := newHost(t, tc.code, fyne.NewSize(1280, 800))
		var deep *board3D
		if tc.in3D != "" {
			deep = &board3D{obj: widget.NewLabel("the 3D view")}
			h.board3D = deep
		}
		g := h.openGame(t, 1)
		g.show(12)
		test.Tap(uitest.FindButton(g.Content(), lang.L("Replay")))
		r, ok := h.Screen.(*play.ReplayScreen)
		if !ok {
			t.Fatalf("%s %s: Replay shows %T", tc.code, tc.in3D, h.Screen)
		}
		if deep != nil && (!strings.Contains(uitest.AllLabels(r.Replayer().Board()), "the 3D view") || deep.state != g.e.steps[12].state) {
			t.Errorf("%s: the replay does not show the 3D view at step 12", tc.code)
		}
		// It opens at the move on show: 6... I10, which the book does not
		// comment on.
		text := shownText(r.Content())
		if r.Step() != 12 || !strings.Contains(text, "6... I10") || !strings.Contains(text, tc.noComment) {
			t.Errorf("%s %s: at step %d the replay shows %s", tc.code, tc.in3D, r.Step(), text)
		}
		r.Show(8)
		text = shownText(r.Content())
		if !strings.Contains(text, "4... BL13") || !strings.Contains(text, tc.at8) {
			t.Errorf("%s %s: step 8 shows %s", tc.code, tc.in3D, text)
		}
		if marked := strings.Contains(text, "Traducción nuestra"); marked != (tc.at != "") {
			t.Errorf("%s %s: the translation mark shows %v", tc.code, tc.in3D, marked)
		}
		r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		if text := shownText(r.Content()); r.Step() != 9 || !strings.Contains(text, "5. -B2") || strings.Contains(text, tc.at8) {
			t.Errorf("%s %s: a step on, the replay shows %s", tc.code, tc.in3D, text)
		}
		r.Close()
	}
}

// shownText joins by "|" the visible labels' and paragraphs' texts in o.
func shownText(o fyne.CanvasObject) string {
	var texts []string
	uitest.Walk(o, func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *widget.Label:
			texts = append(texts, v.Text)
			return false
		case *widget.RichText:
			texts = append(texts, v.String())
			return false
		}
		return true
	})
	return strings.Join(texts, "|")
}

// Under the table a legend says what the orange figures mean, in the
// window's language, beside a swatch of the warning colour they are in.
func TestTheLegendSaysWhatOrangeMeans(t *testing.T) {
	for _, tc := range []struct{ code, want string }{
		{"en", "An app figure in orange differs from the book's print"},
		{"es", "Una cifra de la aplicación en naranja no es la impresa en el libro"},
	} {
		code, want := tc.code, tc.want
		h := newHost(t, code, fyne.NewSize(1024, 600))
		g := h.openGame(t, 1)
		if text := uitest.AllLabels(g.Content()); !strings.Contains(text, want) {
			t.Errorf("%s: no legend: %s", code, text)
		}
		swatch := false
		uitest.Walk(g.Content(), func(o fyne.CanvasObject) bool {
			if r, ok := o.(*canvas.Rectangle); ok && r.FillColor == theme.Color(theme.ColorNameWarning) && r.MinSize().Width > 0 {
				swatch = true
			}
			return true
		})
		if !swatch {
			t.Errorf("%s: the legend has no orange swatch", code)
		}
	}
}

// The game screen shows the board in 3D where the club shows Xima in 3D,
// its check switching to 2D and back, with the comment beside it.
func TestTheGameScreenShowsThe3DBoard(t *testing.T) {
	h := newHost(t, "en", fyne.NewSize(1024, 600))
	deep := &board3D{obj: widget.NewLabel("the 3D view")}
	h.board3D = deep
	g := h.openGame(t, 1)
	g.show(8)
	if !g.view.Check().Checked || !strings.Contains(uitest.AllLabels(g.view.Object()), "the 3D view") || deep.state != g.e.steps[8].state {
		t.Fatalf("the game screen does not show step 8 in 3D: %s", uitest.AllLabels(g.view.Object()))
	}
	if !strings.HasPrefix(g.note.text.String(), "The blue player creates a double defense") {
		t.Errorf("beside the 3D board: %q", g.note.text.String())
	}
	g.view.Check().SetChecked(false)
	if strings.Contains(uitest.AllLabels(g.view.Object()), "the 3D view") || g.view.Board() == ximaui.Board(deep) {
		t.Error("unchecking 3D kept the 3D view")
	}
	g.view.Check().SetChecked(true)
	g.show(9)
	if g.view.Board() != ximaui.Board(deep) || deep.state != g.e.steps[9].state {
		t.Error("back in 3D, step 9 is not on the 3D view")
	}
	g.Close()
}

// The library's replay, its comment pane included, fits the smallest
// window in English and Spanish, at a long comment.
func TestTheReplayFits(t *testing.T) {
	for _, code := range []string{"en", "es"} {
		size := fyne.NewSize(1024, 600)
		h := newHost(t, code, size)
		uitest.UseLanguage(t, code)
		g := h.openGame(t, 0)
		g.show(32) // 16... CI3, the book's longest comment
		test.Tap(uitest.FindButton(g.Content(), lang.L("Replay")))
		uitest.CheckFits(t, h.Win, size)
	}
}
