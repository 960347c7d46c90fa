package maxima

import (
	"slices"
	"strings"
	"testing"

	"xima/games/core"
)

// Kings placed out of the way unless a test needs them elsewhere: a1 and h9
// are not a knight's jump apart, even round the cylinder.
const kings = "Ka1 kh9 "

func wantCaptures(t *testing.T, s State, move string, want ...string) {
	t.Helper()
	got := play(t, &s, move)
	slices.Sort(want)
	if !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
		t.Fatalf("%s captured %v, want %v", move, got, want)
	}
}

func wantIllegal(t *testing.T, s State, move, reason string) {
	t.Helper()
	_, err := ParseAction(&s, move)
	if err == nil || !strings.Contains(err.Error(), reason) {
		t.Fatalf("%s: err %v, want one containing %q", move, err, reason)
	}
}

func TestGoalSquaresJoinTheBoard(t *testing.T) {
	var got []string
	for d := range 8 {
		if n := step[sq(t, "d0")][d]; n != NoSquare {
			got = append(got, n.String())
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"c1", "d1", "e0", "e1"}) {
		t.Fatalf("d0 touches %v", got)
	}
	if len(allSquares) != 76 {
		t.Fatalf("%d squares", len(allSquares))
	}
	for _, bad := range []string{"c0", "f10", "a10", "i1", "d11", "d", "d01"} {
		if _, ok := ParseSquare(bad); ok {
			t.Errorf("%s parsed", bad)
		}
	}
}

func TestOpeningSetup(t *testing.T) {
	s := NewState()
	for name, want := range map[string]Piece{
		"b1": MakePiece(White, Mage), "d1": MakePiece(White, Withdrawer), "e1": MakePiece(White, King),
		"g1": MakePiece(White, Mage), "b2": MakePiece(White, Chameleon), "c2": MakePiece(White, LongLeaper),
		"d2": MakePiece(White, Immobilizer), "e2": MakePiece(White, Coordinator), "f2": MakePiece(White, LongLeaper),
		"g2": MakePiece(White, Chameleon), "a3": MakePiece(White, Guard), "b3": MakePiece(White, Pawn),
		"g3": MakePiece(White, Pawn), "h3": MakePiece(White, Guard), "e9": MakePiece(Black, King),
		"d9": MakePiece(Black, Withdrawer), "d8": MakePiece(Black, Immobilizer), "a7": MakePiece(Black, Guard),
		"d0": Empty, "e10": Empty, "a1": Empty,
	} {
		if got := s.At(sq(t, name)); got != want {
			t.Errorf("%s holds %v, want %v", name, got, want)
		}
	}
	if s.Count(White) != 18 || s.Count(Black) != 18 || s.ToMove() != White {
		t.Fatal("wrong counts or side to move")
	}
	if s.Position() != Opening {
		t.Fatalf("Position() = %s", s.Position())
	}
}

func TestParsePositionRejects(t *testing.T) {
	for _, text := range []string{
		"", "2/8/8/8/8/8/8/8/8/8/2 w", Opening[:len(Opening)-1] + "x",
		strings.Replace(Opening, "1M1WK1M1", "1M1W2M1", 1), strings.Replace(Opening, "gppppppg", "gppppppgp", 1),
		strings.Replace(Opening, "/2 w", "/3 w", 1), strings.Replace(Opening, "1M1WK1M1", "1M1WKKM1", 1),
	} {
		if _, err := ParsePosition(text); err == nil {
			t.Errorf("%q accepted", text)
		}
	}
}

// seed, King: a knight's jump on a board whose a and h files are joined.
func TestKingJumpsRoundTheCylinder(t *testing.T) {
	s := build(t, "w", "Ka2 Pd5 kh9 pd7")
	want := []string{"a2-b4", "a2-c1", "a2-c3", "a2-g1", "a2-g3", "a2-h4"}
	if got := fromPiece(legalNames(&s), "a2"); !slices.Equal(got, want) {
		t.Fatalf("King moves %v, want %v", got, want)
	}
	s = build(t, "w", "Kb1 Pd5 kh9 pd0 ph2")
	got := legalNames(&s)
	if !has(got, "b1-d0") || !has(got, "b1-h2") {
		t.Fatalf("King moves %v lack the goal square or the wrapped capture", got)
	}
	wantCaptures(t, s, "b1-h2", "h2")
}

func TestPawnMovesOrthogonally(t *testing.T) {
	s := build(t, "w", kings+"Pd4 pd7")
	want := []string{"d4-a4", "d4-b4", "d4-c4", "d4-d0", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-d6", "d4-e4", "d4-f4", "d4-g4", "d4-h4"}
	if got := fromPiece(legalNames(&s), "d4"); !slices.Equal(got, want) {
		t.Fatalf("Pawn moves %v, want %v", got, want)
	}
}

// seed, Pawn: custodian captures, several at once, by a friendly piece of
// any type beyond; rules page: a frozen friend counts as the far piece.
func TestPawnCustodianCaptures(t *testing.T) {
	s := build(t, "w", kings+"Pd2 pc5 Gb5 pe5 Lf5 pd6 Md7")
	wantCaptures(t, s, "d2-d5", "c5", "d6", "e5")
	// An enemy or nothing beyond, or a diagonal neighbour: no capture.
	s = build(t, "w", kings+"Pd2 pc5 pb5 pe5 pc6 Gb7")
	wantCaptures(t, s, "d2-d5")
	// The far piece frozen by an enemy Immobilizer still counts.
	s = build(t, "w", kings+"Pd2 pe5 Gf5 ig6")
	if !s.Immobilized(sq(t, "f5")) {
		t.Fatal("f5 not frozen")
	}
	wantCaptures(t, s, "d2-d5", "e5")
}

func TestMovingBetweenTwoEnemiesIsSafe(t *testing.T) {
	s := build(t, "w", kings+"Pd2 pc5 pe5")
	play(t, &s, "d2-d5")
	if s.At(sq(t, "d5")) != MakePiece(White, Pawn) {
		t.Fatal("the Pawn that moved between two enemies was taken")
	}
}

// seed, Guard: one step any way, capture by replacement.
func TestGuard(t *testing.T) {
	s := build(t, "w", kings+"Gd4 pe5 Pc5")
	got := fromPiece(legalNames(&s), "d4")
	want := []string{"d4-c3", "d4-c4", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"}
	if !slices.Equal(got, want) {
		t.Fatalf("Guard moves %v, want %v", got, want)
	}
	wantCaptures(t, s, "d4-e5", "e5")
}

// seed, Long Leaper: jumps enemies onto the empty square behind, goes on.
func TestLongLeaperJumpsSeveral(t *testing.T) {
	s := build(t, "w", kings+"Lb2 pb4 gb6")
	got := fromPiece(legalNames(&s), "b2")
	for _, m := range []string{"b2-b3", "b2-b5", "b2-b7", "b2-b9"} {
		if !has(got, m) {
			t.Fatalf("Long Leaper lacks %s: %v", m, got)
		}
	}
	if has(got, "b2-b4") || has(got, "b2-b6") {
		t.Fatal("the Long Leaper lands on an occupied square")
	}
	wantCaptures(t, s, "b2-b5", "b4")
	wantCaptures(t, s, "b2-b9", "b4", "b6")
}

func TestLongLeaperNeedsTheSquareBehindEmpty(t *testing.T) {
	// Two enemies in a row, an enemy with a friend behind, a friend.
	s := build(t, "w", kings+"Lb2 pb4 pb5 Ld2 pd4 Pd5 Lf2 Pf4")
	got := legalNames(&s)
	for _, m := range []string{"b2-b6", "d2-d6", "f2-f5"} {
		if has(got, m) {
			t.Errorf("%s generated", m)
		}
	}
	if !has(got, "b2-b3") || has(got, "f2-f4") {
		t.Fatal("Long Leaper moves wrong")
	}
}

// rules/other-games.md, Maxima, Decision: a diagonal step, then optionally
// a slide orthogonally away from the start, taking the first enemy met.
func TestMageMoves(t *testing.T) {
	s := build(t, "w", kings+"Md4")
	got := fromPiece(legalNames(&s), "d4")
	want := []string{
		"d4-a3", "d4-a5", "d4-b3", "d4-b5", "d4-c1", "d4-c2", "d4-c3", "d4-c5", "d4-c6", "d4-c7", "d4-c8", "d4-c9",
		"d4-e0", "d4-e1", "d4-e10", "d4-e2", "d4-e3", "d4-e5", "d4-e6", "d4-e7", "d4-e8", "d4-e9",
		"d4-f3", "d4-f5", "d4-g3", "d4-g5", "d4-h3", "d4-h5",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("Mage moves\n%v\nwant\n%v", got, want)
	}
}

func TestMageCapturesTheFirstEnemyItMeets(t *testing.T) {
	s := build(t, "w", kings+"Md4 pg5 pc5 Pc3")
	got := fromPiece(legalNames(&s), "d4")
	if has(got, "d4-h5") || !has(got, "d4-g5") || has(got, "d4-b5") || has(got, "d4-b3") || has(got, "d4-c3") {
		t.Fatalf("Mage moves %v", got)
	}
	wantCaptures(t, s, "d4-g5", "g5")
	wantCaptures(t, s, "d4-c5", "c5")
}

// seed, Mage: Mages are immune to the Immobilizer.
func TestMageCannotBeImmobilized(t *testing.T) {
	s := build(t, "w", kings+"Md4 ie4")
	if s.Immobilized(sq(t, "d4")) {
		t.Fatal("Mage frozen")
	}
	got := fromPiece(legalNames(&s), "d4")
	if len(got) == 0 || has(got, "d4S") {
		t.Fatalf("Mage moves %v", got)
	}
}

// seed, Chameleon: it takes a Withdrawer by withdrawing from it, and
// nothing else that way.
func TestChameleonWithdraws(t *testing.T) {
	s := build(t, "w", kings+"Cd4 wd3")
	wantCaptures(t, s, "d4-d6", "d3")
	s = build(t, "w", kings+"Cd4 pd3")
	wantCaptures(t, s, "d4-d6")
}

// seed, Chameleon: it takes Pawns by custodian capture, only moving
// orthogonally, and no other piece that way.
func TestChameleonSandwichesPawnsOnlyMovingOrthogonally(t *testing.T) {
	s := build(t, "w", kings+"Cd2 pe5 Pf5 gc5 Pb5")
	wantCaptures(t, s, "d2-d5", "e5")
	s = build(t, "w", kings+"Ca2 pe5 Pf5")
	wantCaptures(t, s, "a2-d5")
}

// seed, Chameleon: it leaps enemy Long Leapers, and only them.
func TestChameleonLeapsLongLeapersOnly(t *testing.T) {
	s := build(t, "w", kings+"Cd2 ld4 lf4 Cb2 pb4")
	got := legalNames(&s)
	if !has(got, "d2-d5") || !has(got, "d2-d9") || has(got, "b2-b5") {
		t.Fatalf("Chameleon moves %v", got)
	}
	wantCaptures(t, s, "d2-d5", "d4")
}

// seed, Chameleon: it takes an adjacent King or Mage (and a Guard) by
// replacement in one step, but cannot move like a Mage.
func TestChameleonTakesAdjacentGuardMageKing(t *testing.T) {
	s := build(t, "w", kings+"Cd4 ge5 mc5 Ce2 mf4 Cb8 mc9")
	got := legalNames(&s)
	for _, m := range []string{"d4-e5", "d4-c5", "b8-c9"} {
		if !has(got, m) {
			t.Errorf("Chameleon lacks %s: %v", m, got)
		}
	}
	if has(got, "e2-f4") {
		t.Error("the Chameleon took a Mage with a Mage's move")
	}
	wantCaptures(t, s, "d4-e5", "e5")
	wantCaptures(t, s, "d4-c5", "c5")
	s = build(t, "w", "Ka1 Cd4 ke5")
	if !has(legalNames(&s), "d4-e5") || !s.KingAttacked(Black) {
		t.Fatal("a free Chameleon next to the King does not attack it")
	}
}

// seed, Chameleon: it cannot capture an enemy Chameleon.
func TestChameleonCannotTakeChameleon(t *testing.T) {
	s := build(t, "w", kings+"Cd4 ce5 cd3")
	for _, m := range legalNames(&s) {
		if m == "d4-e5" || m == "d4-d3" {
			t.Fatalf("%s generated", m)
		}
	}
	wantCaptures(t, s, "d4-d6") // withdrawing from a Chameleon takes nothing
	// Other pieces take Chameleons as usual.
	s = build(t, "w", kings+"Pd2 ce5 Pf5")
	wantCaptures(t, s, "d2-d5", "e5")
	s = build(t, "w", kings+"Pe2 ce5 Pe6")
	wantCaptures(t, s, "e2-e4", "e5")
}

// seed, Chameleon: with its own King it takes Coordinators at the corners,
// and nothing else.
func TestChameleonCoordinatesOnlyCoordinators(t *testing.T) {
	s := build(t, "w", "Kb1 kh9 Cc2 oe1 pb4")
	wantCaptures(t, s, "c2-e4", "e1")
	s = build(t, "w", "Kb1 kh9 Oc2 ge1 pb4")
	wantCaptures(t, s, "c2-e4", "b4", "e1")
}

// seed, Chameleon: next to an enemy Immobilizer it freezes it (and is
// frozen by it); it freezes nothing else.
func TestChameleonFreezesImmobilizerOnly(t *testing.T) {
	s := build(t, "w", kings+"Cd4 ie5 ge4")
	if !s.Immobilized(sq(t, "e5")) || !s.Immobilized(sq(t, "d4")) {
		t.Fatal("Chameleon and Immobilizer do not freeze each other")
	}
	if s.Immobilized(sq(t, "e4")) {
		t.Fatal("the Chameleon froze a Guard")
	}
}

// seed, Immobilizer: adjacent enemies freeze; a frozen piece other than
// the King may only commit suicide.
func TestImmobilizerFreezes(t *testing.T) {
	s := build(t, "b", "Ka1 kh9 Id4 ge5 pd5 mc5")
	got := legalNames(&s)
	if g := fromPiece(got, "e5"); !slices.Equal(g, []string{"e5S"}) {
		t.Fatalf("frozen Guard moves %v", g)
	}
	if g := fromPiece(got, "d5"); !slices.Equal(g, []string{"d5S"}) {
		t.Fatalf("frozen Pawn moves %v", g)
	}
	if len(fromPiece(got, "c5")) < 2 {
		t.Fatal("the Mage is frozen")
	}
	wantCaptures(t, s, "e5S", "e5")
	wantIllegal(t, s, "e5-e6", "immobilized")
	wantIllegal(t, s, "c5S", "not immobilized")
}

func TestFrozenKingMayNotCommitSuicide(t *testing.T) {
	s := build(t, "b", "Ka1 kh9 Ig8 pa5")
	if !s.Immobilized(sq(t, "h9")) {
		t.Fatal("King not frozen")
	}
	if got := fromPiece(legalNames(&s), "h9"); len(got) != 0 {
		t.Fatalf("frozen King moves %v", got)
	}
	wantIllegal(t, s, "h9S", "may not commit suicide")
}

// seed, Immobilizer: pieces moving past it are not affected; ending next
// to it freezes them.
func TestImmobilizerDoesNotStopPassingPieces(t *testing.T) {
	s := build(t, "b", "Ka1 kh9 Id4 wa5")
	got := legalNames(&s)
	if !has(got, "a5-h5") || !has(got, "a5-e5") {
		t.Fatalf("Withdrawer moves %v", got)
	}
	play(t, &s, "a5-e5")
	if !s.Immobilized(sq(t, "e5")) {
		t.Fatal("a piece ending next to the Immobilizer is not frozen")
	}
}

// seed, Immobilizer: enemy adjacent Immobilizers freeze each other, and a
// frozen Immobilizer still freezes.
func TestImmobilizersFreezeEachOther(t *testing.T) {
	s := build(t, "w", kings+"Id4 ie5 gd5 Cc3 Gd3")
	if !s.Immobilized(sq(t, "d4")) || !s.Immobilized(sq(t, "e5")) || !s.Immobilized(sq(t, "d5")) {
		t.Fatal("Immobilizers do not freeze each other, or a frozen one stops freezing")
	}
	if got := fromPiece(legalNames(&s), "d4"); !slices.Equal(got, []string{"d4S"}) {
		t.Fatalf("frozen Immobilizer moves %v", got)
	}
}

// seed, Coordinator: it takes enemies on the rectangle's corners with its
// King, only when it moves, never on the King's rank or file.
func TestCoordinator(t *testing.T) {
	s := build(t, "w", "Kb1 kh9 Oc2 pe1 mb4")
	wantCaptures(t, s, "c2-e4", "b4", "e1")
	s = build(t, "w", "Kb1 kh9 Oc3 pc1 pb4 pd4")
	wantCaptures(t, s, "c3-b2") // on the King's file: no rectangle
	wantCaptures(t, s, "c3-c2", "c1")
	// The King's move takes nothing.
	s = build(t, "w", "Kb1 kh9 Oe4 pe3 pc4")
	wantCaptures(t, s, "b1-c3")
	// A frozen King is still the Coordinator's corner.
	s = build(t, "w", "Kb1 kh9 Oc2 pe1 ia2")
	if !s.Immobilized(sq(t, "b1")) {
		t.Fatal("King not frozen")
	}
	wantCaptures(t, s, "c2-e4", "e1")
}

// seed, Withdrawer: it takes the enemy it moves directly away from.
func TestWithdrawer(t *testing.T) {
	s := build(t, "w", kings+"Wd4 pd5 ge5")
	wantCaptures(t, s, "d4-d2", "d5")
	wantCaptures(t, s, "d4-b2", "e5")
	wantCaptures(t, s, "d4-a4")
}

// rules/other-games.md, Maxima, Check: no move may leave the King
// attacked; here a Pawn shields its King from a Long Leaper's double jump.
func TestPinnedPieceCannotMove(t *testing.T) {
	s := build(t, "w", "Ke1 Pe2 le5 kh9")
	if got := fromPiece(legalNames(&s), "e2"); len(got) != 0 {
		t.Fatalf("pinned Pawn moves %v", got)
	}
	wantIllegal(t, s, "e2-f2", "would leave White's King on e1 in check")
}

// rules/other-games.md, Maxima, Check: frozen pieces never attack, a
// frozen Guard included.
func TestFrozenPiecesDoNotAttack(t *testing.T) {
	s := build(t, "w", "Ke1 ge2 kh9")
	if !s.KingAttacked(White) {
		t.Fatal("a free Guard next to the King does not attack")
	}
	s = build(t, "w", "Ke1 ge2 If3 kh9")
	if s.KingAttacked(White) || s.InCheck() {
		t.Fatal("a frozen Guard attacks")
	}
	s = build(t, "w", "Ke1 cd2 Ic3 kh9")
	if s.KingAttacked(White) {
		t.Fatal("a frozen Chameleon attacks")
	}
}

// rules/other-games.md, Maxima, Check: a capture that would put the enemy
// on both of its own goal squares still attacks.
func TestAttackOntoOwnGoalSquaresCounts(t *testing.T) {
	s := build(t, "w", "Ke10 pd10 gf9 ka1")
	if !s.KingAttacked(White) {
		t.Fatal("King on e10 not attacked by the Guard on f9")
	}
	s.toMove = Black
	s.hash = s.computeHash()
	wantIllegal(t, s, "f9-e10", "own goal squares")
}

// rules/other-games.md, Maxima, Check by palace threat.
func TestPalaceThreatIsCheck(t *testing.T) {
	s := build(t, "w", "Ka1 Ph4 gd0 gf1 kh9")
	if !s.PalaceThreatened(White) || !s.InCheck() || s.KingAttacked(White) {
		t.Fatal("palace threat not seen")
	}
	wantIllegal(t, s, "h4-h5", "open to invasion")
	s = build(t, "w", "Ka1 Ph4 gd0 gf1 Ie2 kh9")
	if s.PalaceThreatened(White) {
		t.Fatal("a frozen invader threatens")
	}
}

// rules/other-games.md, Maxima: a move that completes an invasion wins at
// once, even leaving the mover in check.
func TestInvasionWinsEvenInCheck(t *testing.T) {
	g, err := NewGame(Config{Position: "P1/5G1k/8/8/8/8/8/8/1g6/K7/2 w"})
	if err != nil {
		t.Fatal(err)
	}
	if !g.InCheck() {
		t.Fatal("White not in check")
	}
	s := g.State()
	if got := legalNames(&s); !has(got, "f9-e10") || has(got, "f9-f8") {
		t.Fatalf("legal %v", got)
	}
	if _, err := g.PlayText("f9-e10"); err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); !r.Over || r.Winner != 0 || r.Reason != Palace {
		t.Fatalf("result %+v", r)
	}
	if len(g.Legal()) != 0 {
		t.Fatal("moves after the end")
	}
}

// rules/other-games.md, Maxima, Decision: filling your own goal squares is
// illegal; moving between them is allowed; enemy pieces there do not count.
func TestOwnGoalSquares(t *testing.T) {
	s := build(t, "w", "Ka1 Gd0 Ge1 kh9")
	wantIllegal(t, s, "e1-e0", "own goal squares")
	got := legalNames(&s)
	if !has(got, "d0-e0") {
		t.Fatalf("moves %v lack d0-e0", got)
	}
	s = build(t, "w", "Ka1 pd0 Ge1 kh9")
	if !has(legalNames(&s), "e1-e0") {
		t.Fatal("an enemy on d0 made e1-e0 illegal")
	}
}

// rules/other-games.md, Maxima, End: a lone King loses.
func TestBareKingLoses(t *testing.T) {
	l := NewLine(build(t, "w", "Ka1 Gd4 pd5 kh9"))
	l.Apply(mustParse(t, &l.State, "d4-d5"))
	if r := l.Result(); !r.Over || r.Winner != 0 || r.Reason != BareKing {
		t.Fatalf("result %+v", r)
	}
	if len(l.Legal(nil)) != 0 {
		t.Fatal("a bare King moves on")
	}
}

// rules/other-games.md, Maxima, End: "suicide included": a side that
// bares its own King by suicide loses after the other side's next move.
func TestSuicideToBareKingLoses(t *testing.T) {
	l := NewLine(build(t, "b", "Ka1 Id4 Pa5 pd5 kh9"))
	l.Apply(mustParse(t, &l.State, "d5S"))
	if r := l.Result(); r.Over {
		t.Fatalf("over at once: %+v", r)
	}
	l.Apply(mustParse(t, &l.State, "a5-a6"))
	if r := l.Result(); !r.Over || r.Winner != 0 || r.Reason != BareKing {
		t.Fatalf("result %+v", r)
	}
}

// rules/other-games.md, Maxima, End: no legal move loses in check and
// draws otherwise.
func TestCheckmateAndStalemate(t *testing.T) {
	stale := NewLine(build(t, "b", "Ka1 Ig8 kh9 pa9 Pa8 Pb9"))
	if r := stale.Result(); !r.Over || r.Winner != -1 || r.Reason != Stalemate {
		t.Fatalf("stalemate: %+v", r)
	}
	mate := NewLine(build(t, "b", "Ka1 Ig8 Gh8 kh9 pa9 Pa8 Pb9"))
	if r := mate.Result(); !r.Over || r.Winner != 0 || r.Reason != Checkmate {
		t.Fatalf("checkmate: %+v", r)
	}
}

// rules/other-games.md, Maxima, End: the third occurrence draws.
func TestThirdRepetitionDraws(t *testing.T) {
	g, err := NewGame(Config{})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range strings.Fields("a3-a4 a7-a6 a4-a3 a6-a7 a3-a4 a7-a6 a4-a3 a6-a7") {
		if g.Over() {
			t.Fatalf("over after %d plies", i)
		}
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if r := g.Result(); !r.Over || r.Winner != -1 || r.Reason != core.Repetition {
		t.Fatalf("result %+v", r)
	}
	if err := g.Undo(); err != nil || g.Over() {
		t.Fatal("undo does not reopen the game")
	}
}

func mustParse(t *testing.T, s *State, text string) Action {
	t.Helper()
	a, err := ParseAction(s, text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
