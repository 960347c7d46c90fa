// Package sheet lays out an event's printable sheets as a PDF of A4
// pages: each section (a round's pairings, the results table) starts a
// page under the event's title, and its table runs over as many pages as
// it needs, its heading row repeated. It knows no event and no toolkit:
// the caller gives the words, already in the reader's language, and the
// TrueType fonts, whose letters are the ones the sheet can print.
package sheet

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// Document is what the sheets say.
type Document struct {
	Title    string
	Lines    []string // under the title on every section's first page
	Footer   string   // at the foot of every page, beside its number
	Sections []Section
	Created  time.Time // the file's creation date, in its metadata
}

// Section is a table under a heading, starting a page.
type Section struct {
	Heading string
	Header  []string
	Rows    [][]string
	// Wide is the column given the room the table leaves across the
	// page (the players' names), or -1 for none.
	Wide int
}

// Fonts are the TrueType fonts the sheets are set in (UTF-8 text: a
// letter the font lacks prints as its empty glyph).
type Fonts struct{ Regular, Bold []byte }

// The page, in millimetres: A4, its margins and the table's rows.
const (
	pageW, pageH = 210.0, 297.0
	margin       = 15.0
	rowH         = 7.0
	pad          = 3.0  // around a cell's text, across
	footH        = 12.0 // the footer's room above the bottom margin
	family       = "sheet"
)

// Write writes the document as a PDF. A letter beyond Unicode's first
// plane (an emoji), which the PDF library cannot embed, prints as "?".
func Write(w io.Writer, d Document, f Fonts) error {
	return write(w, d, f, true)
}

// write writes the document, its page streams compressed or not.
func write(w io.Writer, d Document, f Fonts, compress bool) (err error) {
	if len(f.Regular) == 0 || len(f.Bold) == 0 {
		return errors.New("sheet: no font")
	}
	d = d.printable()
	// The library panics on fonts and text it cannot handle: a sheet not
	// written is an error, not the end of the program.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sheet: %v", r)
		}
	}()
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(compress)
	pdf.AddUTF8FontFromBytes(family, "", f.Regular)
	pdf.AddUTF8FontFromBytes(family, "B", f.Bold)
	pdf.SetTitle(d.Title, true)
	pdf.SetCreator("Xima", true)
	pdf.SetProducer("Xima", true)
	if !d.Created.IsZero() {
		pdf.SetCreationDate(d.Created)
		pdf.SetModificationDate(d.Created)
	}
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(false, margin)
	pdf.SetFooterFunc(func() {
		pdf.SetXY(margin, pageH-margin-footH+2)
		pdf.SetFont(family, "", 8)
		pdf.SetTextColor(0x60, 0x60, 0x60)
		pdf.MultiCell(pageW-2*margin-15, 3.6, d.Footer, "", "L", false)
		pdf.SetXY(pageW-margin-15, pageH-margin-footH+2)
		pdf.CellFormat(15, 3.6, fmt.Sprint(pdf.PageNo()), "", 0, "R", false, 0, "")
	})
	if len(d.Sections) == 0 {
		pdf.AddPage()
		head(pdf, d)
	}
	for _, s := range d.Sections {
		pdf.AddPage()
		head(pdf, d)
		section(pdf, s)
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("sheet: %w", err)
	}
	if err := pdf.Output(w); err != nil {
		return fmt.Errorf("sheet: %w", err)
	}
	return nil
}

// printable is the document with every letter beyond Unicode's first
// plane made "?".
func (d Document) printable() Document {
	fix := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r > 0xffff {
				return '?'
			}
			return r
		}, s)
	}
	all := func(list []string) []string {
		out := make([]string, len(list))
		for i, s := range list {
			out[i] = fix(s)
		}
		return out
	}
	d.Title, d.Lines, d.Footer = fix(d.Title), all(d.Lines), fix(d.Footer)
	sections := make([]Section, len(d.Sections))
	for i, s := range d.Sections {
		s.Heading, s.Header = fix(s.Heading), all(s.Header)
		rows := make([][]string, len(s.Rows))
		for j, r := range s.Rows {
			rows[j] = all(r)
		}
		s.Rows = rows
		sections[i] = s
	}
	d.Sections = sections
	return d
}

// head writes the title and the lines under it.
func head(pdf *fpdf.Fpdf, d Document) {
	pdf.SetTextColor(0x20, 0x20, 0x20)
	pdf.SetFont(family, "B", 18)
	pdf.CellFormat(0, 9, d.Title, "", 1, "L", false, 0, "")
	pdf.SetFont(family, "", 10)
	pdf.SetTextColor(0x50, 0x50, 0x50)
	for _, l := range d.Lines {
		pdf.CellFormat(0, 5.5, l, "", 1, "L", false, 0, "")
	}
	pdf.Ln(3)
}

// section writes a heading and its table, a new page with the heading
// row again whenever the next row would cross the bottom margin.
func section(pdf *fpdf.Fpdf, s Section) {
	pdf.SetTextColor(0x20, 0x20, 0x20)
	pdf.SetFont(family, "B", 13)
	pdf.CellFormat(0, 8, s.Heading, "", 1, "L", false, 0, "")
	size := 10.0
	var widths []float64
	for ; ; size -= 0.5 {
		widths = columnWidths(pdf, s, size)
		total := 0.0
		for _, w := range widths {
			total += w
		}
		if total <= pageW-2*margin || size <= 6 {
			if s.Wide >= 0 && s.Wide < len(widths) && total < pageW-2*margin {
				widths[s.Wide] += pageW - 2*margin - total
			}
			break
		}
	}
	header := func() {
		pdf.SetFont(family, "B", size)
		pdf.SetFillColor(0xdd, 0xdd, 0xdd)
		for i, h := range s.Header {
			pdf.CellFormat(widths[i], rowH, h, "B", 0, "L", true, 0, "")
		}
		pdf.Ln(-1)
	}
	header()
	pdf.SetFont(family, "", size)
	for r, cells := range s.Rows {
		if pdf.GetY()+rowH > pageH-margin-footH {
			pdf.AddPage()
			header()
			pdf.SetFont(family, "", size)
		}
		pdf.SetFillColor(0xf2, 0xf2, 0xf2)
		for i := range s.Header {
			c := ""
			if i < len(cells) {
				c = cells[i]
			}
			pdf.CellFormat(widths[i], rowH, c, "", 0, "L", r%2 == 1, 0, "")
		}
		pdf.Ln(-1)
	}
	pdf.SetDrawColor(0x90, 0x90, 0x90)
	pdf.Line(margin, pdf.GetY(), pageW-margin, pdf.GetY())
}

// columnWidths is each column's width at a font size: its widest text
// and some room.
func columnWidths(pdf *fpdf.Fpdf, s Section, size float64) []float64 {
	widths := make([]float64, len(s.Header))
	pdf.SetFont(family, "B", size)
	for i, h := range s.Header {
		widths[i] = pdf.GetStringWidth(h) + 2*pad
	}
	pdf.SetFont(family, "", size)
	for _, cells := range s.Rows {
		for i, c := range cells {
			if i < len(widths) {
				widths[i] = max(widths[i], pdf.GetStringWidth(c)+2*pad)
			}
		}
	}
	return widths
}
