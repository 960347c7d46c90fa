package widgets

import (
	"fmt"
	"io"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"xima/ui/host"
)

// SaveRecord asks where to save a game's record, offering fileName, and
// writes it there on a goroutine of its own (the disk is not touched on
// Fyne's); a failure is told through h.
func SaveRecord(h host.Host, fileName, record string) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			h.ShowError(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		go func() {
			_, err := io.WriteString(w, record)
			if cerr := w.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				h.ShowErrorLater(fmt.Errorf("%s: %w", w.URI().Name(), err))
			}
		}()
	}, h.Window())
	d.SetFileName(fileName)
	d.Show()
}

// RecordFileName is the name a game's record is offered under, from the
// game's name and when it ended: "xima-20261122-1804.xima".
func RecordFileName(game string, ended time.Time) string {
	g := strings.ToLower(game)
	return fmt.Sprintf("%s-%s.%s", g, ended.Local().Format("20060102-1504"), g)
}
