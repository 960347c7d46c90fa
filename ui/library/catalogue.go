// Package library is the book's games on screen: the example game of
// 11.3.10, the three games of 11.11 and the three exercises of chapter 12
// of "Scientific Xima", read from their records (package xima/assets/book),
// each replayed a move at a time with the book's comment on that move and
// the book's table of magnitudes next to the app's own figures
// (docs/xima-book.md).
package library

import "xima/ui/lang"

// printedRow is one player's row of a book table, each cell as printed
// ("" where the book leaves it blank, as in the exercises' tables, or
// prints one cell for both rows, as the turns of game 1).
type printedRow struct {
	force, power, turns, time, change string
}

// bookGame is one of the book's games: its record and what the book
// prints about it.
type bookGame struct {
	file    string // the record in package book
	section string // the book's section, "11.11"
	// level is the game level the book prints, "" for a blank.
	level string
	rows  [2]printedRow // red, then blue
	// ratings are the players' CIMAX before the game: 11.9's for the
	// example game; the book gives none for the others, whose printed
	// Deltas follow from equal ratings.
	ratings [2]float64
}

// title is the game's name on screen.
func (b bookGame) title() string {
	switch b.file {
	case "book-11.3.10.xima":
		return lang.L("Example game")
	case "book-11.11-game1.xima":
		return lang.L("Game {{.N}}", map[string]any{"N": 1})
	case "book-11.11-game2.xima":
		return lang.L("Game {{.N}}", map[string]any{"N": 2})
	case "book-11.11-game3.xima":
		return lang.L("Game {{.N}}", map[string]any{"N": 3})
	case "book-12.1-exercise1.xima":
		return lang.L("Exercise {{.N}}", map[string]any{"N": 1})
	case "book-12.2-exercise2.xima":
		return lang.L("Exercise {{.N}}", map[string]any{"N": 2})
	}
	return lang.L("Exercise {{.N}}", map[string]any{"N": 3})
}

// equalRatings are the ratings the book's games 1-3 imply: any equal pair
// gives their printed Deltas; the start rating is the club's.
var equalRatings = [2]float64{1000, 1000}

// catalogue is the book's games in the book's order, with its tables:
// 11.4.1, 11.5, 11.6 and 11.9 for the example game (effective times 24.5
// and 16.1 of 60 minutes, printed 0.40 and 0.26), the tables of 11.11 and
// of chapter 12.
var catalogue = []bookGame{
	{"book-11.3.10.xima", "11.3.10", "90.5", [2]printedRow{
		{"40", "0.98", "31", "0.40", "-100.15"}, {"50.5", "1.36", "31", "0.26", "+100.15"}}, [2]float64{1240.11, 1322.81}},
	{"book-11.11-game1.xima", "11.11", "95.57", [2]printedRow{
		{"39", "1.08", "31", "0.21", "-107.5"}, {"56.57", "1.34", "", "0.44", "+107.5"}}, equalRatings},
	{"book-11.11-game2.xima", "11.11", "94", [2]printedRow{
		{"62", "1.55", "28", "0.51", "+136.9"}, {"32", "0.75", "27", "0.65", "-136.9"}}, equalRatings},
	{"book-11.11-game3.xima", "11.11", "105.47", [2]printedRow{
		{"50.62", "1.48", "24", "0.36", "-118.2"}, {"54.85", "1.78", "", "0.51", "+118.2"}}, equalRatings},
	{"book-12.1-exercise1.xima", "12.1", "", [2]printedRow{
		{"", "", "36", "0.44", ""}, {"", "", "", "0.42", ""}}, equalRatings},
	{"book-12.2-exercise2.xima", "12.2", "", [2]printedRow{
		{"", "", "21", "0.31", ""}, {"", "", "", "0.22", ""}}, equalRatings},
	{"book-12.3-exercise3.xima", "12.3", "", [2]printedRow{
		{"", "", "19", "0.19", ""}, {"", "", "", "0.12", ""}}, equalRatings},
}
