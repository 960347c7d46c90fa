package catalog_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"xima/games/catalog"
	"xima/games/core"
)

// hostile are the inputs of issue 29's F4: a screen-clearing escape, a
// lone carriage return, NUL, bad UTF-8 and a 100 KB token.
var hostile = map[string]string{
	"escape":   "\x1b[2J",
	"cr":       "A1\rB2",
	"nul":      "a\x00b",
	"bad-utf8": "a\xffb",
	"100KB":    strings.Repeat("A1", 50_000),
}

// checkMessage fails unless err is a short message with no raw control
// character and no byte that is not UTF-8: what a terminal and a dialog
// can show as it is.
func checkMessage(t *testing.T, what string, err error) bool {
	t.Helper()
	if err == nil {
		t.Errorf("%s: accepted", what)
		return false
	}
	msg := err.Error()
	ok := len(msg) <= 300 && utf8.ValidString(msg) && strings.IndexFunc(msg, unicode.IsControl) < 0
	if !ok {
		t.Errorf("%s: a %d-byte message %.120q", what, len(msg), msg)
	}
	return ok
}

// tally counts an abuse table's row: tries, and the ones that held.
type tally struct{ tries, held int }

func (c *tally) add(held bool) {
	c.tries++
	if held {
		c.held++
	}
}

// TestHostileInputQuotedSafely: every game's move parser and record
// reader refuse hostile text with a short message that quotes it escaped
// (issue 29, F4), and the record reader refuses an empty record, a tag
// given twice, a bad date, and bad UTF-8 at its place.
func TestHostileInputQuotedSafely(t *testing.T) {
	rows := map[string]*tally{}
	row := func(name string) *tally {
		if rows[name] == nil {
			rows[name] = &tally{}
		}
		return rows[name]
	}
	for _, k := range catalog.All() {
		header := "[Game \"" + k.Name + "\"]\n"
		for kind, text := range hostile {
			g, err := k.New(catalog.Options{})
			if err != nil {
				t.Fatal(err)
			}
			_, err = g.Parse(text)
			row("move parser").add(checkMessage(t, k.Name+" Parse "+kind, err))
			_, err = g.PlayText(text)
			row("move parser").add(checkMessage(t, k.Name+" PlayText "+kind, err))
			for where, rec := range map[string]string{
				"movetext":  header + "\n1. " + text + "\n",
				"tag value": header + "[Event \"" + text + "\"]\n",
				"tag name":  header + "[E" + text + " \"x\"]\n",
				"Result":    header + "[Result \"" + text + "\"]\n",
			} {
				_, err := k.Read(strings.NewReader(rec))
				if kind == "100KB" && strings.HasPrefix(where, "tag") {
					// A long tag is no error: the record is read.
					if err != nil {
						t.Errorf("%s record, a 100 KB %s: %v", k.Name, where, err)
					}
					row("record reader").add(err == nil)
					continue
				}
				row("record reader").add(checkMessage(t, k.Name+" record, "+kind+" in the "+where, err))
			}
		}
		// A 100 KB value in every tag a game reads: read, or refused in a
		// line.
		for _, tag := range []string{"Players", "Styles", "Seed", "Clock", "Position", "Size", "Setup", "Scores",
			"White", "Red", "Player1", "Date", "Result", "Termination"} {
			_, err := k.Read(strings.NewReader(header + "[" + tag + " \"" + strings.Repeat("9", 100_000) + "\"]\n"))
			row("record reader").add(err == nil || checkMessage(t, k.Name+" a 100 KB "+tag, err))
		}
		for _, tc := range []struct {
			what, text string
			line, col  int
			want       error
		}{
			{"an empty record", "", 1, 1, core.ErrEmptyRecord},
			{"only white space", "\uFEFF \n\t\r\n", 1, 1, core.ErrEmptyRecord},
			{"Event twice", header + "[Event \"a\"]\n[Site \"b\"]\n[event \"a\"]\n", 4, 1, core.ErrSyntax},
			{"an unknown tag twice", header + "[Annotator \"a\"]\n[Annotator \"a\"]\n", 3, 1, core.ErrSyntax},
			{"Date 2026.13.45", header + "[Date \"2026.13.45\"]\n", 2, 1, core.ErrSyntax},
			{"Date 0000.00.00", header + "\n  [Date \"0000.00.00\"]\n", 3, 3, core.ErrSyntax},
			{"Date yesterday", header + "[Date \"yesterday\"]\n", 2, 1, core.ErrSyntax},
			{"bad UTF-8 in the movetext", header + "\n1. é\xff\n", 3, 5, core.ErrSyntax},
			{"bad UTF-8 in a CR-only record", header[:len(header)-1] + "\r[Event \"ab\xfe\"]\r", 2, 11, core.ErrSyntax},
		} {
			_, err := k.Read(strings.NewReader(tc.text))
			var pe *core.ParseError
			held := errors.As(err, &pe) && errors.Is(err, tc.want) && pe.Line == tc.line && pe.Col == tc.col
			if !held {
				t.Errorf("%s, %s: %v; want line %d, col %d, %v", k.Name, tc.what, err, tc.line, tc.col, tc.want)
			}
			row("record reader").add(held && checkMessage(t, k.Name+" "+tc.what, err))
		}
	}
	for name, c := range rows {
		t.Logf("%s: %d tries, %d held, %d failed", name, c.tries, c.held, c.tries-c.held)
	}
}

// TestTerminationCheckedByCore: in every game a Termination tag that
// names another end than the moves give is refused at the tag, as is a
// Termination for a game still going on and a Result "*" for one that
// ended (issue 29, F11); the true record reads.
func TestTerminationCheckedByCore(t *testing.T) {
	for _, k := range catalog.All() {
		t.Run(k.Name, func(t *testing.T) {
			g := playedOut(t, k)
			text, err := core.RecordText(g)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := core.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			end := g.Result().Reason
			res, _ := rec.Get(core.TagResult)
			if _, err := k.Read(strings.NewReader(text)); err != nil {
				t.Fatalf("the true record (%s): %v", end, err)
			}
			other := "resign"
			if end == core.Resigned {
				other = "flag"
			}
			for what, bad := range map[string]string{
				"Termination " + other:     withTag(text, core.TagTermination, end, core.Reason(other)),
				"Termination nonsense":     withTag(text, core.TagTermination, end, "nonsense"),
				"Result * for a game over": strings.Replace(text, "[Result \""+res+"\"]", "[Result \"*\"]", 1),
			} {
				_, err := k.Read(strings.NewReader(bad))
				var pe *core.ParseError
				if !errors.Is(err, core.ErrResult) || !errors.As(err, &pe) || pe.Line < 2 {
					t.Errorf("%s in a game ended by %s: %v", what, end, err)
				}
			}
			fresh, err := k.New(catalog.Options{})
			if err != nil {
				t.Fatal(err)
			}
			text, _ = core.RecordText(fresh)
			bad := strings.Replace(text, "\n", "\n[Termination \""+string(end)+"\"]\n", 1)
			if _, err := k.Read(strings.NewReader(bad)); !errors.Is(err, core.ErrResult) {
				t.Errorf("Termination %s in a game not begun: %v", end, err)
			}
		})
	}
}

// withTag returns a record's text with the Termination tag's value from
// replaced by to.
func withTag(text, name string, from, to core.Reason) string {
	return strings.Replace(text, "["+name+" \""+string(from)+"\"]", "["+name+" \""+string(to)+"\"]", 1)
}

// playedOut plays random legal actions in a new game of k until the moves
// end it (a seed at a time, at most a few thousand actions each). Random
// Xima games go on for ever: Xima's is a game of the book, which ends on
// the summit.
func playedOut(t *testing.T, k catalog.Kind) core.Game {
	t.Helper()
	if k.Name == "Xima" {
		f, err := os.Open("../../assets/book/book-12.2-exercise2.xima")
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		g, err := k.Read(f)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 29))
		g, err := k.New(catalog.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for range 4000 {
			legal := g.Legal()
			if g.Result().Over || len(legal) == 0 {
				break
			}
			if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if g.Result().Over {
			return g
		}
	}
	t.Fatalf("no random %s game ended in 20 tries", k.Name)
	return nil
}
