package lessons

import (
	"errors"
	"strings"
	"testing"

	"xima/games/core"
	"xima/games/maxima"
	"xima/games/xana"
	"xima/games/xima"
	"xima/games/ximaera"
	"xima/games/xoliba"
)

// stepSizes are how many steps each lesson may have: Xima's guided game
// 8 to 12, the others' short lessons 3 to 5.
var stepSizes = map[string][2]int{"xima": {8, 12}, "ximaera": {3, 5}, "xana": {3, 5}, "xoliba": {3, 5}, "maxima": {3, 5}}

// TestLessonsLoadInEveryLanguage reads every lesson in English and
// Spanish: one per game, with the same steps in both, every word filled
// in, and the Spanish words not left in English.
func TestLessonsLoadInEveryLanguage(t *testing.T) {
	en, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	es, err := Load("es")
	if err != nil {
		t.Fatal(err)
	}
	if len(en) != len(stepSizes) || len(es) != len(en) {
		t.Fatalf("%d lessons in English and %d in Spanish, want %d", len(en), len(es), len(stepSizes))
	}
	for i, l := range en {
		size, ok := stepSizes[l.ID]
		if !ok || len(l.Steps) < size[0] || len(l.Steps) > size[1] {
			t.Errorf("lesson %s has %d steps, want %v", l.ID, len(l.Steps), size)
		}
		if es[i].ID != l.ID || len(es[i].Steps) != len(l.Steps) {
			t.Fatalf("Spanish lesson %d is %s with %d steps, want %s with %d", i, es[i].ID, len(es[i].Steps), l.ID, len(l.Steps))
		}
		if es[i].Title == l.Title {
			t.Errorf("lesson %s: the Spanish title is the English one", l.ID)
		}
		for j, st := range l.Steps {
			if es[i].Steps[j].Goal == st.Goal || es[i].Steps[j].Why == st.Why {
				t.Errorf("lesson %s step %s: the Spanish words are the English ones", l.ID, st.Name)
			}
		}
	}
	if _, err := Load("fr"); err != nil {
		t.Errorf("a language without lessons should fall back to English: %v", err)
	}
}

// TestParseErrorsSayWhere checks that bad lesson files are refused with
// the file, the line and what is wrong.
func TestParseErrorsSayWhere(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{"step a\nexpect x\n", "x.lesson:1: a step before the line"},
		{"game Xima\nhello\n", "x.lesson:2: \"hello\" before the first step"},
		{"game Xima\nstep a\n[Game \"Xima\"]\n", "step \"a\" needs a name and an expect line"},
		{"game Xima\n", "has no step"},
	} {
		_, err := parseSteps("x.lesson", c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("parseSteps(%q) = %v, want %q", c.data, err, c.want)
		}
	}
	for _, c := range []struct{ data, want string }{
		{"# T\nabout\n## b: B\n", "x.txt:3: \"## b: B\" is no step"},
		{"# T\nabout\n## a: A\ngoal: g\nwhy: w\nwhat: h\n", "x.txt:6: \"what: h\" is not"},
		{"# T\nabout\n## a: A\ngoal: g\nwhy: w\n", "step a needs a title, a goal, a why and a hint"},
		{"# T\n", "needs a title and a line about the lesson"},
	} {
		l := Lesson{Steps: []Step{{Name: "a"}}}
		err := parseWords("x.txt", c.data, &l)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("parseWords(%q) = %v, want %q", c.data, err, c.want)
		}
	}
}

// TestEveryStepAgreesWithItsEngine replays every step's record in its
// engine: the position is legal and not over, every expected action is
// legal there and does what the step's words say (effects), the app's
// replies are legal after it, and Judge calls it right, a legal action
// off the goal missed and an illegal one refused.
func TestEveryStepAgreesWithItsEngine(t *testing.T) {
	lessons, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lessons {
		for _, st := range l.Steps {
			t.Run(l.ID+"/"+st.Name, func(t *testing.T) {
				check, ok := effects[l.ID][st.Name]
				if !ok {
					t.Fatal("no check of what the step's goal does")
				}
				g, err := st.Start(l.Game)
				if err != nil {
					t.Fatal(err)
				}
				if g.Result().Over {
					t.Fatal("the step's position is already over")
				}
				goals, err := st.Goals(g)
				if err != nil {
					t.Fatal(err)
				}
				for _, a := range goals {
					if v := st.Judge(g, a); v != Right {
						t.Errorf("Judge(%s) = %d, want Right", g.Format(a), v)
					}
					before, _ := st.Start(l.Game)
					after, _ := st.Start(l.Game)
					if err := after.Play(a); err != nil {
						t.Fatalf("%s: %v", st.Expect, err)
					}
					check(t, before, after)
					if err := st.Reply(after); err != nil {
						t.Error(err)
					}
				}
				for _, a := range g.Legal() {
					if !contains(goals, a) {
						if v := st.Judge(g, a); v != Missed {
							t.Errorf("Judge(%s) = %d, want Missed", g.Format(a), v)
						}
						break
					}
				}
				if v := st.Judge(g, core.Action(1<<31)); v != Refused {
					t.Errorf("Judge(an action no game has) = %d, want Refused", v)
				}
			})
		}
	}
}

func contains(as []core.Action, a core.Action) bool {
	for _, b := range as {
		if a == b {
			return true
		}
	}
	return false
}

// effects check what a step's goal action did, by lesson and step: before
// is the step's game, after the same game once the action is played
// (before the app's replies).
var effects = map[string]map[string]func(t *testing.T, before, after core.Game){
	"xima": {
		"drop": func(t *testing.T, b, a core.Game) {
			s0, s1 := ximaState(b), ximaState(a)
			wantTop(t, s1, "B2", xima.Red, false, 1)
			if s1.Reserve(xima.Red) != s0.Reserve(xima.Red)-1 {
				t.Error("the block did not come from Red's reserve")
			}
		},
		"move": func(t *testing.T, b, a core.Game) {
			s := ximaState(a)
			wantTop(t, s, "F2", xima.Red, false, 1)
			wantEmpty(t, s, "B2")
		},
		"climb": func(t *testing.T, b, a core.Game) {
			s := ximaState(a)
			wantTop(t, s, "B2", xima.Red, false, 2)
			wantEmpty(t, s, "A1")
		},
		"step-up": func(t *testing.T, b, a core.Game) {
			s := ximaState(a)
			c3 := cell(t, "C3")
			wantTop(t, s, "C3", xima.Red, false, 1)
			if c3.Floor() != 2 {
				t.Errorf("C3 is on floor %d, not the second", c3.Floor())
			}
			wantTop(t, s, "B2", xima.Red, false, 1)
			// The ground block could not: a bare step.
			wantRefusal(t, ximaGame(b).Why(xima.BlockSource(cell(t, "D2"), 0), cell(t, "D3")), xima.BareStep)
		},
		"gravity": func(t *testing.T, b, a core.Game) {
			s0, s1 := ximaState(b), ximaState(a)
			if h := s0.Surface(cell(t, "D4")) - 1; h != 2 {
				t.Errorf("the top block of D4 rests at height %d, want 2", h)
			}
			wantTop(t, s1, "D2", xima.Red, false, 1)
			if h := s1.Surface(cell(t, "D2")) - 1; h != 0 {
				t.Errorf("the block rests at height %d on D2, want 0: the ground", h)
			}
		},
		"dominate": func(t *testing.T, b, a core.Game) {
			s0, s1 := ximaState(b), ximaState(a)
			wantTop(t, s1, "F2", xima.Red, false, 2)
			if s1.At(cell(t, "F2"), 0).Owner() != xima.Blue || s1.OnBoard(xima.Blue) != s0.OnBoard(xima.Blue) {
				t.Error("Blue's block should stay under Red's, not captured")
			}
			wantRefusal(t, ximaGame(a).Why(xima.BlockSource(cell(t, "F2"), 0), cell(t, "G2")), xima.Dominated)
		},
		"capture": func(t *testing.T, b, a core.Game) {
			s0, s1 := ximaState(b), ximaState(a)
			if s1.OnBoard(xima.Blue) != s0.OnBoard(xima.Blue)-1 || s1.Took(xima.Red) != s0.Took(xima.Red)+1 {
				t.Error("Red should have captured one blue block")
			}
			wantTop(t, s1, "F2", xima.Red, false, 2)
			if s1.At(cell(t, "F2"), 0).Owner() != xima.Red {
				t.Error("F2 should hold only red blocks, settled down")
			}
		},
		"special": func(t *testing.T, b, a core.Game) {
			s := ximaState(a)
			wantTop(t, s, "C3", xima.Red, true, 1)
			if s.SpecialState(xima.Red) != xima.SpecialOnBoard {
				t.Error("Red's special should be on the board")
			}
		},
		"rescue": func(t *testing.T, b, a core.Game) {
			s0, s1 := ximaState(b), ximaState(a)
			if s0.SpecialState(xima.Red) != xima.SpecialCaptured || s1.SpecialState(xima.Red) != xima.SpecialInReserve {
				t.Error("Red's special should go from captured to the reserve")
			}
			wantEmpty(t, s1, "F6")
			if cell(t, "F6").Floor() != 3 {
				t.Error("F6 should be on the third floor")
			}
		},
		"summit": func(t *testing.T, b, a core.Game) {
			wantWin(t, a, 0, xima.SummitReached)
		},
	},
	"ximaera": {
		"drop": func(t *testing.T, b, a core.Game) {
			wantPiece(t, ximaeraState(a), "c3", ximaera.Pivot)
		},
		"pivot": func(t *testing.T, b, a core.Game) {
			s0, s1 := ximaeraState(b), ximaeraState(a)
			if !s0.Frozen(hexCell(t, "c4")) {
				t.Error("the red pip on c4 should be frozen by the pivot")
			}
			wantPiece(t, s1, "c5", ximaera.Pivot)
			wantPiece(t, s1, "c4", ximaera.Red)
			wantPiece(t, s1, "c3", ximaera.None)
			g := b.(*ximaera.Game)
			wantRefusal(t, g.Why(ximaera.MoveAction(hexCell(t, "c4"), hexCell(t, "d5"))), ximaera.Frozen)
		},
		"wall": func(t *testing.T, b, a core.Game) {
			s := ximaeraState(a)
			pivots := 0
			for c := range ximaera.Cell(ximaera.Cells) {
				if s.At(c) == ximaera.Pivot {
					pivots++
					if !s.Frozen(c) {
						t.Errorf("the pivot on %s should be frozen by the other", c)
					}
				}
			}
			if pivots != 2 {
				t.Errorf("%d pivots, want 2 side by side", pivots)
			}
		},
		"group": func(t *testing.T, b, a core.Game) {
			wantWin(t, a, b.ToMove(), ximaera.Group)
		},
	},
	"xana": {
		"drop": func(t *testing.T, b, a core.Game) {
			s := xanaState(a)
			c, _ := s.ParseCell("g4")
			if o, ok := s.Owner(c); !ok || o != xana.White || s.Height(c) != 2 {
				t.Error("g4 should hold a white stack of 2")
			}
		},
		"wall": func(t *testing.T, b, a core.Game) {
			s := xanaState(a)
			if c, _ := s.ParseCell("i4"); !s.Wall(c) {
				t.Error("i4 should hold a wall")
			}
		},
		"capture": func(t *testing.T, b, a core.Game) {
			s0, s1 := xanaState(b), xanaState(a)
			if c, _ := s1.ParseCell("d1"); !s1.Empty(c) || s1.Lost(xana.Black) != s0.Lost(xana.Black)+1 {
				t.Error("Black's stack on d1 should be captured")
			}
		},
	},
	"xoliba": {
		"triangle": func(t *testing.T, b, a core.Game) {
			s0, s1 := xolibaState(b), xolibaState(a)
			if s1.Biggest(xoliba.Red) != xoliba.Small || s1.Count(xoliba.Blue) != s0.Count(xoliba.Blue) {
				t.Error("the swap should form a small triangle that captures nothing")
			}
		},
		"capture": func(t *testing.T, b, a core.Game) {
			s0, s1 := xolibaState(b), xolibaState(a)
			d3, _ := xoliba.ParsePoint("d3")
			if s0.At(d3) != xoliba.Blue || s1.At(d3) != xoliba.White || s1.Took(0) != s0.Took(0)+1 {
				t.Error("the triangle should turn Blue's piece on d3 white")
			}
		},
		"bigger": func(t *testing.T, b, a core.Game) {
			s0, s1 := xolibaState(b), xolibaState(a)
			if s1.Biggest(xoliba.Red) != xoliba.Medium || s1.Took(0) != s0.Took(0)+3 {
				t.Error("the swap should form a medium triangle capturing 3")
			}
		},
	},
	"maxima": {
		"leaper": func(t *testing.T, b, a core.Game) {
			s := maximaState(a)
			c5, _ := maxima.ParseSquare("c5")
			c6, _ := maxima.ParseSquare("c6")
			if s.At(c5) != maxima.Empty || s.At(c6).Kind() != maxima.LongLeaper {
				t.Error("the Long Leaper should land on c6, taking the Pawn on c5")
			}
		},
		"check": func(t *testing.T, b, a core.Game) {
			s0, s1 := maximaState(b), maximaState(a)
			if !s0.KingAttacked(maxima.White) || s1.KingAttacked(maxima.White) {
				t.Error("White's King should be in check before, and not after")
			}
			a3, _ := maxima.ParseSquare("a3")
			a4, _ := maxima.ParseSquare("a4")
			wantRefusal(t, b.(*maxima.Game).Why(maxima.MoveAction(a3, a4)), maxima.InCheck)
		},
		"invade": func(t *testing.T, b, a core.Game) {
			wantWin(t, a, 0, maxima.Palace)
		},
	},
}

func ximaGame(g core.Game) *xima.Game { return g.(*xima.Game) }

func ximaState(g core.Game) xima.State       { return ximaGame(g).State() }
func ximaeraState(g core.Game) ximaera.State { return g.(*ximaera.Game).State() }
func xanaState(g core.Game) xana.State       { return g.(*xana.Game).State() }
func xolibaState(g core.Game) xoliba.State   { return g.(*xoliba.Game).State() }
func maximaState(g core.Game) maxima.State   { return g.(*maxima.Game).State() }

func cell(t *testing.T, name string) xima.Cell { return parsed(t, xima.ParseCell, name) }

func hexCell(t *testing.T, name string) ximaera.Cell { return parsed(t, ximaera.ParseCell, name) }

// parsed returns the place name, read by parse: a cell, a point, a
// square.
func parsed[T any](t *testing.T, parse func(string) (T, bool), name string) T {
	t.Helper()
	v, ok := parse(name)
	if !ok {
		t.Fatalf("no place %s", name)
	}
	return v
}

// wantTop checks the column on name: height blocks, the top one owner's
// (the special or a common).
func wantTop(t *testing.T, s xima.State, name string, owner xima.Player, special bool, height int) {
	t.Helper()
	c := cell(t, name)
	top, ok := s.Top(c)
	if !ok || top.Owner() != owner || top.Special() != special || s.Height(c) != height {
		t.Errorf("%s: top %v (special %v), %d high; want %v's (special %v), %d high", name, top.Owner(), top.Special(), s.Height(c), owner, special, height)
	}
}

func wantEmpty(t *testing.T, s xima.State, name string) {
	t.Helper()
	if h := s.Height(cell(t, name)); h != 0 {
		t.Errorf("%s holds %d blocks, want none", name, h)
	}
}

func wantPiece(t *testing.T, s ximaera.State, name string, p ximaera.Piece) {
	t.Helper()
	if got := s.At(hexCell(t, name)); got != p {
		t.Errorf("%s holds %v, want %v", name, got, p)
	}
}

// wantWin checks that g is over, won by seat for why.
func wantWin(t *testing.T, g core.Game, seat int, why core.Reason) {
	t.Helper()
	if r := g.Result(); !r.Over || r.Winner != seat || r.Reason != why {
		t.Errorf("result %+v, want seat %d winning by %s", r, seat, why)
	}
}

// wantRefusal checks that err is a refusal with one of the codes.
func wantRefusal(t *testing.T, err error, codes ...core.RefusalCode) {
	t.Helper()
	var r *core.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("%v is no refusal", err)
	}
	for _, c := range codes {
		if r.Code == c {
			return
		}
	}
	t.Errorf("refusal %s (%s), want one of %v", r.Code, r.Why, codes)
}
