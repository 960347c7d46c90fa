package analysis

import (
	"fmt"
	"math"
	"strings"

	an "xima/games/analysis"
	"xima/ui/lang"
)

// ClassWord is a class in words, translated.
func ClassWord(c an.Class) string {
	switch c {
	case an.Best:
		return lang.L("Best move")
	case an.Good:
		return lang.L("Good move")
	case an.Inaccuracy:
		return lang.L("Inaccuracy")
	case an.Mistake:
		return lang.L("Mistake")
	case an.Blunder:
		return lang.L("Blunder")
	case an.Forced:
		return lang.L("Forced move")
	case an.Part:
		return lang.L("Part of the turn")
	}
	return string(c)
}

// ClassMark is the sign an erring move carries after it, as chess
// writes it: ?! an inaccuracy, ? a mistake, ?? a blunder.
func ClassMark(c an.Class) string {
	switch c {
	case an.Inaccuracy:
		return "?!"
	case an.Mistake:
		return "?"
	case an.Blunder:
		return "??"
	}
	return ""
}

// percent is a chance in whole points, "52%".
func percent(p float64) string { return fmt.Sprintf("%.0f%%", math.Round(100*p)) }

// moveRow is a move's row in the list: "12. White d2-e2?  Mistake -14%".
func moveRow(m an.Move, side string) string {
	row := fmt.Sprintf("%d. %s %s%s", m.Ply+1, side, m.Played, ClassMark(m.Class))
	if m.Class == "" { // not analysed yet
		return row
	}
	row += "  " + ClassWord(m.Class)
	if m.Class.Judged() && m.Class != an.Best && m.Loss >= 0.005 {
		row += " -" + percent(m.Loss)
	}
	return row
}

// moveNote tells a move in words: what was played, its class and cost,
// and for a move off the best the better move, drawn on the board, with
// the computer's line.
func moveNote(m an.Move, side string) string {
	head := lang.L("Move {{.N}}, {{.Side}}: {{.Move}}. {{.Class}}.", map[string]any{"N": m.Ply + 1, "Side": side, "Move": m.Played, "Class": ClassWord(m.Class)})
	if !m.Class.Judged() || m.Class == an.Best {
		return head
	}
	if !m.Class.Erred() {
		return head + "\n" + lang.L("The computer preferred {{.Move}}; its line: {{.Line}}", map[string]any{"Move": m.Best, "Line": strings.Join(m.Line, " ")})
	}
	return strings.Join([]string{head,
		lang.L("{{.Side}}'s chance of winning went from {{.Before}} with the best move to {{.After}}.",
			map[string]any{"Side": side, "Before": percent(m.Before[m.Seat]), "After": percent(m.After[m.Seat])}),
		lang.L("Better was {{.Move}}, drawn on the board in the position it was played from; the computer's line: {{.Line}}",
			map[string]any{"Move": m.Best, "Line": strings.Join(m.Line, " ")}),
	}, "\n")
}

// summaryLine is a seat's account in one line: "White: best moves 12,
// inaccuracies 2, mistakes 1, blunders 0; average loss 4%".
func summaryLine(s an.Summary, side string) string {
	return lang.L("{{.Side}}: best moves {{.Best}}, inaccuracies {{.Inaccuracy}}, mistakes {{.Mistake}}, blunders {{.Blunder}}; average loss {{.Loss}}",
		map[string]any{"Side": side, "Best": s.Counts[an.Best], "Inaccuracy": s.Counts[an.Inaccuracy],
			"Mistake": s.Counts[an.Mistake], "Blunder": s.Counts[an.Blunder], "Loss": percent(s.AverageLoss)})
}
