package events

import (
	"context"
	"encoding/csv"
	"fmt"
	"image/png"
	"io"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"

	"xima/games/tournament"
	"xima/ui/lang"
)

// csvColumns head the standings' CSV file: codes, not words, so that a
// spreadsheet reads any language's file alike.
var csvColumns = []string{"rank", "name", "points", "buchholz", "sonneborn_berger", "head_to_head",
	"games", "wins", "draws", "losses", "byes"}

// writeCSV writes standings as CSV: a heading row of codes, then a member
// a row, the numbers with a decimal point.
func writeCSV(w io.Writer, st []tournament.Standing, name func(member int) string) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvColumns); err != nil {
		return err
	}
	for _, s := range st {
		if err := cw.Write(standingRow(s, name(s.Member))); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// exportCSV writes the standings to a CSV file the user picks.
func (s *eventScreen) exportCSV() {
	st, ev := s.st, s.ev
	s.saveFile("standings.csv", ".csv", func(w io.Writer) error { return writeCSV(w, st, ev.name) })
}

// exportPNG writes the standings as a printable A4 page to a PNG file the
// user picks.
func (s *eventScreen) exportPNG() {
	p := s.page()
	s.saveFile("standings.png", ".png", func(w io.Writer) error {
		img, err := p.render()
		if err != nil {
			return err
		}
		return png.Encode(w, img)
	})
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

// saveFile asks for a file (named after the event and name, of the
// extension ext) and writes it with write, in the background.
func (s *eventScreen) saveFile(name, ext string, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			s.host.ShowError(err)
			return
		}
		if w == nil {
			return
		}
		s.work.write(func(context.Context) (func(), error) {
			err := write(w)
			if cerr := w.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %w", w.URI().Name(), err)
			}
			return nil, nil
		})
	}, s.host.Window())
	d.SetFileName(slug(s.ev.stored.Name) + "-" + name)
	// The club's files go beside its database unless the user goes
	// elsewhere.
	if dir, err := fynestorage.ListerForURI(fynestorage.NewFileURI(filepath.Dir(s.host.DB().Path()))); err == nil {
		d.SetLocation(dir)
	}
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{ext}))
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
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
