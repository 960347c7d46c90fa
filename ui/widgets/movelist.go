package widgets

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"xima/ui/lang"
)

// MoveList is the list of moves played, with the current one highlighted.
type MoveList struct {
	// List is the list widget, to lay out.
	List *widget.List
	rows []string
	// OnSelected, when set, is called with the row the user picked.
	OnSelected func(i int)
	setting    bool
}

// NewMoveList makes an empty move list.
func NewMoveList() *MoveList {
	m := &MoveList{}
	m.List = widget.NewList(
		func() int { return len(m.rows) },
		func() fyne.CanvasObject { return widget.NewLabel("00. Yellow ★G12xG13") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(m.rows[i]) })
	m.List.OnSelected = func(i widget.ListItemID) {
		if !m.setting && m.OnSelected != nil {
			m.OnSelected(i)
		}
	}
	return m
}

// Set shows rows and highlights row current (none when current < 0).
func (m *MoveList) Set(rows []string, current int) {
	m.rows = rows
	m.List.Refresh()
	m.setting = true
	defer func() { m.setting = false }()
	if current < 0 || current >= len(rows) {
		m.List.UnselectAll()
		return
	}
	m.List.Select(current)
	m.List.ScrollTo(current)
}

// SeatLabel is a seat's player and side, "Ana (White)", or the side alone
// for a guest (no name); a computer's stored code is put in words
// (PlayerName).
func SeatLabel(name, side string) string {
	name = PlayerName(name)
	if name == "" || name == side {
		return side
	}
	return fmt.Sprintf("%s (%s)", name, side)
}

// Rows are the rows on show.
func (m *MoveList) Rows() []string { return m.rows }

// MoveWords is an action's notation as the moves list shows it: the
// notation's whole-turn words ("pass", "swap") translated, the rest as
// written (the notation is typed the same in every language).
func MoveWords(text string) string {
	switch text {
	case "pass":
		return lang.L("pass")
	case "swap":
		return lang.L("swap")
	}
	return text
}
