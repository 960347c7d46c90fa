package xana

import (
	"errors"
	"strings"
	"testing"

	"xima/games/core"
)

func TestFormatParts(t *testing.T) {
	s := position(t, 8, White, "t3=E C8=a")
	for text, a := range map[string]Action{
		"3@k4":   DropAction(cell(t, &s, "k4"), 3),
		"16@C8":  DropAction(cell(t, &s, "C8"), 16),
		"t3-r3":  MoveAction(cell(t, &s, "t3"), cell(t, &s, "r3"), 5),
		"t3>2r3": MoveAction(cell(t, &s, "t3"), cell(t, &s, "r3"), 2),
		"i4":     WallAction(cell(t, &s, "i4")),
		"-":      SkipAction,
		"end":    EndAction,
		"pass":   PassAction,
		"swap":   SwapAction,
	} {
		if got := FormatAction(&s, a); got != text {
			t.Errorf("%s formats as %s", text, got)
		}
		got, err := parseSyntax(&s, text)
		if err != nil || got != a {
			t.Errorf("%s reads as %v, %v", text, got, err)
		}
	}
	if a, err := parseSyntax(&s, " PASS "); err != nil || a != PassAction {
		t.Errorf("PASS: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	s, _ := NewState(8)
	for text, why := range map[string]string{
		"":      "empty",
		"v10":   `"v10" is not a cell`,
		"k9":    `"k9" is not a cell`,
		"0@k4":  "no number of stones",
		"+3@k4": "no number of stones",
		"3@":    "is not a cell",
		"k4-":   "is not a cell",
		"t3>r3": "needs its stones",
		"t3>2":  "is not a cell",
		"3k4":   "want a drop",
		"k4k2":  "is not a cell",
		"D8":    `"D8" is not a cell`,
		"99@k4": "no number of stones",
	} {
		_, err := ParseAction(&s, text)
		if !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want a syntax error with %q", text, err, why)
		}
	}
	for text, why := range map[string]string{
		"17@k4": "White has 16 stones off board, not 17",
		"k4-k2": "k4 has no stack of White",
		"end":   "nothing to end",
		"i4":    "walls come after the stack part",
		"swap":  "swap is only for Black's first turn",
		"-":     "White has no stack",
	} {
		_, err := ParseAction(&s, text)
		if !errors.Is(err, core.ErrIllegal) || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want an illegal action with %q", text, err, why)
		}
	}
	s.passes = 2
	if _, err := ParseAction(&s, "pass"); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("after two passes: %v", err)
	}
}

// Game.Format, Moves and PlayText agree with the notation.
func TestGameNotation(t *testing.T) {
	g, _ := NewGame(Config{})
	playAll(t, g, "3@k4", "i4", "end", "3@g8", "end", "k4>2k2")
	if got := strings.Join(g.Moves(), " "); got != "3@k4 i4 end 3@g8 end k4>2k2" {
		t.Fatalf("moves %s", got)
	}
	s := g.State()
	for _, a := range g.Legal() {
		if b, err := ParseAction(&s, g.Format(a)); err != nil || core.Action(b) != a {
			t.Fatalf("%s: %v", g.Format(a), err)
		}
	}
	if err := g.Play(core.Action(MoveAction(cell(t, &s, "k4"), cell(t, &s, "k2"), 2))); !errors.Is(err, core.ErrIllegal) {
		t.Fatalf("a second stack part: %v", err)
	}
}

func TestNames(t *testing.T) {
	for k, want := range map[Kind]string{KindDrop: "drop", KindMove: "move", KindSkip: "skip", KindWall: "wall", KindEnd: "end", KindPass: "pass", KindSwap: "swap", Kind(9): "kind 9"} {
		if k.String() != want {
			t.Errorf("%d: %s", k, k)
		}
	}
	for st, want := range map[Step]string{StepStart: "start", StepStack: "after stack", StepSkip: "after -", StepWall: "after wall", Step(7): "step 7"} {
		if st.String() != want {
			t.Errorf("%d: %s", st, st)
		}
	}
	if c, err := ParseColour(" black "); err != nil || c != Black || c.String() != "Black" {
		t.Errorf("black: %v %v", c, err)
	}
	if _, err := ParseColour("red"); err == nil {
		t.Error("red is a colour")
	}
	g, _ := NewGame(Config{})
	if g.Undo() == nil || g.Seats() != 2 || g.Config().Size != DefaultSize {
		t.Error("a new game")
	}
	if err := g.Resign(2); err == nil {
		t.Error("seat 2 resigned")
	}
}
