package events

import (
	"context"
	"encoding/csv"
	"fmt"
	"image/png"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"

	"xima/games/tournament"
	"xima/storage"
	"xima/ui/events/sheet"
	"xima/ui/lang"
)

// csvColumns head the standings' CSV table, and roundColumns its rounds'
// table: codes, not words, so that a spreadsheet reads any language's
// file alike.
var (
	csvColumns   = []string{"rank", "name", "points", "buchholz", "sonneborn_berger", "head_to_head", "games", "wins", "draws", "losses", "byes"}
	roundColumns = []string{"round", "table", "seat", "number", "name", "side", "result", "decided"}
)

// writeCSV writes the event as CSV: the standings (a heading row of codes,
// then a member a row, the numbers with a decimal point), an empty row,
// then every round's pairings and results (a heading row of codes, then
// a row per member per table: the round, the table, the seat from 0, the
// member's number from 1, the name, the side's code, the result's code
// and how the table was decided).
func writeCSV(w io.Writer, l *loaded, st []tournament.Standing) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvColumns); err != nil {
		return err
	}
	for _, s := range st {
		if err := cw.Write(standingRow(s, l.name(s.Member))); err != nil {
			return err
		}
	}
	if err := cw.Write(nil); err != nil {
		return err
	}
	if err := cw.Write(roundColumns); err != nil {
		return err
	}
	for _, tb := range l.stored.Tables {
		for seat, m := range tb.Seats {
			side := ""
			if len(tb.Seats) > 1 {
				side = l.codes[len(tb.Seats)][seat]
			}
			decided := tb.Decided
			if tb.Typed {
				decided = storage.DecidedTyped
			}
			if err := cw.Write([]string{fmt.Sprint(tb.Round), fmt.Sprint(tb.Number), fmt.Sprint(seat), fmt.Sprint(m + 1),
				l.name(m), side, resultCode(tb, seat), decided}); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// resultCode is what a table's result was for the member at seat: "win",
// "loss", "draw" (at three or four: nobody won, the point shared), "bye",
// or "" while undecided.
func resultCode(tb storage.EventTable, seat int) string {
	switch {
	case tb.Decided == "":
		return ""
	case tb.Decided == storage.DecidedBye:
		return "bye"
	case tb.Winner < 0:
		return "draw"
	case tb.Winner == seat:
		return "win"
	}
	return "loss"
}

// file is one of the event's exports: the end of its file's name, its
// extension, and what writes it.
type file struct {
	name, ext string
	write     func(io.Writer) error
}

// csvFile is the standings, then the rounds, as CSV.
func (s *eventScreen) csvFile() file {
	st, ev := s.st, s.ev
	return file{"event.csv", ".csv", func(w io.Writer) error { return writeCSV(w, ev, st) }}
}

// pdfFile is each round's pairings and the results table as a PDF.
func (s *eventScreen) pdfFile() file {
	d := s.ev.document(s.st, s.host.Now())
	fonts := sheet.Fonts{Regular: theme.DefaultTextFont().Content(), Bold: theme.DefaultTextBoldFont().Content()}
	return file{"pairings.pdf", ".pdf", func(w io.Writer) error { return sheet.Write(w, d, fonts) }}
}

// document is the event's sheets in the screen's words: a page of
// pairings per round, with the results decided so far (blank to fill in
// by hand while undecided), then the results table: each member by rank,
// what they did each round against whom, and their points.
func (l *loaded) document(st []tournament.Standing, now time.Time) sheet.Document {
	e := l.stored
	f, _ := tournament.ParseFormat(e.Format)
	d := sheet.Document{Title: e.Name, Created: now, Lines: []string{
		lang.L("{{.Game}} · {{.Format}} · tables of {{.Size}}", map[string]any{"Game": gameText(e), "Format": formatText(f), "Size": e.TableSize}),
		now.Format("2006-01-02 15:04"),
	}, Footer: lang.L("Points: a win or a bye 1, a draw shares the table's point. Tie-breaks: Buchholz, Sonneborn-Berger, head-to-head (docs/events.md).") +
		" " + lang.L("Results: + won, = drawn or shared, - lost, then the table-mates' numbers (No.).")}
	for r := 1; r <= e.Paired; r++ {
		sec := sheet.Section{Heading: lang.L("Round {{.N}}", map[string]any{"N": r}),
			Header: []string{lang.L("Table"), lang.L("Players"), lang.L("Result")}, Wide: 1}
		for _, tb := range l.round(r) {
			sec.Rows = append(sec.Rows, []string{fmt.Sprint(tb.Number), l.seatsText(tb), l.resultText(tb)})
		}
		d.Sections = append(d.Sections, sec)
	}
	res := sheet.Section{Heading: lang.L("Results"), Wide: 2,
		Header: []string{lang.L("#"), lang.L("No."), lang.L("Name")}}
	for r := 1; r <= e.Paired; r++ {
		res.Header = append(res.Header, lang.L("R{{.N}}", map[string]any{"N": r}))
	}
	res.Header = append(res.Header, lang.L("Pts"), lang.L("BH"), lang.L("SB"))
	for _, s := range st {
		row := []string{fmt.Sprint(s.Rank), fmt.Sprint(s.Member + 1), l.name(s.Member)}
		for r := 1; r <= e.Paired; r++ {
			row = append(row, l.roundCell(r, s.Member))
		}
		res.Rows = append(res.Rows, append(row, s.Points.String(), s.Buchholz.String(), s.SonnebornBerger.String()))
	}
	d.Sections = append(d.Sections, res)
	return d
}

// roundCell is member m's round r in the results table: "+4" (won
// against number 4), "=2 5" (shared with 2 and 5), "-3", "bye", or the
// table-mates alone while undecided.
func (l *loaded) roundCell(r, m int) string {
	for _, tb := range l.round(r) {
		seat := slices.Index(tb.Seats, m)
		if seat < 0 {
			continue
		}
		if len(tb.Seats) == 1 {
			return lang.L("bye")
		}
		var mates []string
		for _, o := range tb.Seats {
			if o != m {
				mates = append(mates, fmt.Sprint(o+1))
			}
		}
		sign := map[string]string{"win": "+", "loss": "-", "draw": "="}[resultCode(tb, seat)]
		return sign + strings.Join(mates, " ")
	}
	return ""
}

// pageFile is the standings as a printable A4 page, a PNG.
func (s *eventScreen) pageFile() file {
	p := s.page()
	return file{"standings.png", ".png", func(w io.Writer) error {
		img, err := p.render()
		if err != nil {
			return err
		}
		return png.Encode(w, img)
	}}
}

// page is the printable standings, in the screen's words.
func (s *eventScreen) page() page {
	e := s.ev.stored
	f, _ := tournament.ParseFormat(e.Format)
	round := lang.L("Standings after round {{.Round}} of {{.Rounds}}", map[string]any{"Round": e.Paired, "Rounds": e.Rounds})
	left := 0
	for _, tb := range s.ev.round(e.Paired) {
		if tb.Decided == "" {
			left++
		}
	}
	switch {
	case left == 1:
		round = lang.L("Standings during round {{.Round}} of {{.Rounds}} (1 game to decide)",
			map[string]any{"Round": e.Paired, "Rounds": e.Rounds})
	case left > 1:
		round = lang.L("Standings during round {{.Round}} of {{.Rounds}} ({{.Left}} games to decide)",
			map[string]any{"Round": e.Paired, "Rounds": e.Rounds, "Left": left})
	}
	p := page{Title: e.Name, Lines: []string{
		lang.L("{{.Game}} · {{.Format}} · tables of {{.Size}}", map[string]any{"Game": gameText(e), "Format": formatText(f), "Size": e.TableSize}),
		round, s.host.Now().Format("2006-01-02 15:04"),
	}, Footer: lang.L("Points: a win or a bye 1, a draw shares the table's point. Tie-breaks: Buchholz, Sonneborn-Berger, head-to-head (docs/events.md).")}
	p.Header = pageColumns()
	for _, st := range s.st {
		p.Rows = append(p.Rows, standingRow(st, s.ev.name(st.Member)))
	}
	return p
}

// saveFile asks where to save f (named after the event and f's name) and
// writes it there, in the background.
func (s *eventScreen) saveFile(f file) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			s.host.ShowError(err)
			return
		}
		if w == nil {
			return
		}
		s.writeTo(w, f.write)
	}, s.host.Window())
	d.SetFileName(slug(s.ev.stored.Name) + "-" + f.name)
	// The club's files go beside its database unless the user goes
	// elsewhere.
	if dir, err := fynestorage.ListerForURI(fynestorage.NewFileURI(filepath.Dir(s.host.DB().Path()))); err == nil {
		d.SetLocation(dir)
	}
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{f.ext}))
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
}

// writeTo writes the file w with write, in the background, then says
// where it went.
func (s *eventScreen) writeTo(w fyne.URIWriteCloser, write func(io.Writer) error) {
	h := s.host
	s.work.write(func(context.Context) (func(), error) {
		err := write(w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", w.URI().Name(), err)
		}
		where := w.URI().Path()
		if where == "" {
			where = w.URI().String()
		}
		return func() {
			dialog.ShowInformation(lang.L("Saved"), lang.L("Written to {{.Path}}", map[string]any{"Path": where}), h.Window())
		}, nil
	})
}

// slug is a file name's part from an event's name: lower case, letters
// and digits, hyphens between words.
func slug(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	if s := strings.Trim(b.String(), "-"); s != "" {
		return s
	}
	return "event"
}
