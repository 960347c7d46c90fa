package core_test

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"xima/games/core"
	"xima/games/core/coretest"
)

// race is a toy game for the contract's own tests: two players add 1 or 2
// in turn to a running total; whoever reaches 10 wins.
type race struct {
	raceLine
	names []string
}

// raceLine is the toy's position face.
type raceLine struct {
	total  int
	plays  []int
	result core.Result
}

const reachedTen core.Reason = "ten"

var (
	_ core.Game                    = (*race)(nil)
	_ core.RecordGame              = (*race)(nil)
	_ core.Position[int, struct{}] = (*raceLine)(nil)
)

func newRace() *race { return &race{raceLine{result: core.Going}, []string{"", ""}} }

func (r *race) Name() string             { return "Race" }
func (r *raceLine) Seats() int           { return 2 }
func (r *race) SeatCode(seat int) string { return strconv.Itoa(seat + 1) }
func (r *race) Names() []string          { return append([]string(nil), r.names...) }
func (r *raceLine) ToMove() int          { return len(r.plays) % 2 }
func (r *raceLine) Hash() uint64         { return uint64(r.total)<<1 | uint64(r.ToMove()) }
func (r *raceLine) Result() core.Result  { return r.result }
func (r *race) Moves() []string {
	var m []string
	for _, p := range r.plays {
		m = append(m, "+"+strconv.Itoa(p))
	}
	return m
}

func (r *raceLine) Legal(dst []int) []int {
	if r.result.Over {
		return dst
	}
	return append(dst, 1, 2)
}

func (r *raceLine) Apply(a int) struct{} {
	r.total += a
	r.plays = append(r.plays, a)
	if r.total >= 10 {
		r.result = core.Result{Over: true, Winner: 1 - r.ToMove(), Reason: reachedTen}
	}
	return struct{}{}
}

func (r *raceLine) Unapply(struct{}) {
	n := len(r.plays) - 1
	r.total -= r.plays[n]
	r.plays = r.plays[:n]
	r.result = core.Going
}

func (r *race) Legal() []core.Action {
	var legal []core.Action
	for _, a := range r.raceLine.Legal(nil) {
		legal = append(legal, core.Action(a))
	}
	return legal
}

func (r *race) Format(a core.Action) string { return "+" + strconv.Itoa(int(a)) }

func (r *race) Parse(text string) (core.Action, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(text, "+"))
	if err != nil || !strings.HasPrefix(text, "+") {
		return 0, fmt.Errorf("%w: %s", core.ErrSyntax, core.Quote(text))
	}
	if r.result.Over || n < 1 || n > 2 {
		return 0, fmt.Errorf("%w: %s", core.ErrIllegal, text)
	}
	return core.Action(n), nil
}

func (r *race) Play(a core.Action) error {
	if r.result.Over || a < 1 || a > 2 {
		return core.ErrIllegal
	}
	r.Apply(int(a))
	return nil
}

func (r *race) PlayText(text string) (core.Action, error) {
	a, err := r.Parse(text)
	if err != nil {
		return 0, err
	}
	return a, r.Play(a)
}

func (r *race) Undo() error {
	if len(r.plays) == 0 {
		return errors.New("nothing to undo")
	}
	r.Unapply(struct{}{})
	return nil
}

func (r *race) Resign(seat int) error { return r.leave(seat, core.Resigned) }
func (r *race) Flag(seat int) error   { return r.leave(seat, core.Flagged) }

func (r *race) leave(seat int, why core.Reason) error {
	if r.result.Over || seat < 0 || seat > 1 {
		return core.ErrIllegal
	}
	r.result = core.Result{Over: true, Winner: 1 - seat, Reason: why}
	return nil
}

func (r *race) WriteRecord(w io.Writer) error {
	tags := []core.Tag{{Name: core.TagGame, Value: "Race"}}
	if r.result.Over {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: []string{"1-0", "0-1"}[r.result.Winner]},
			core.Tag{Name: core.TagTermination, Value: string(r.result.Reason)})
	}
	return core.WriteRecord(w, tags, r.Moves())
}

func (r *race) ReadWord(word string) error { _, err := r.PlayText(word); return err }
func (r *race) ReadComment(string)         {}
func (r *race) MoveNumber() int            { return len(r.plays) + 1 }

func (r *race) ParseResult(v string) (int, error) {
	switch v {
	case "1-0":
		return 0, nil
	case "0-1":
		return 1, nil
	}
	return 0, fmt.Errorf("%w: Result %s", core.ErrSyntax, core.Quote(v))
}

func readRace(rd io.Reader) (core.Game, error) {
	rec, err := core.Read(rd)
	if err != nil {
		return nil, err
	}
	if _, err := rec.CheckHeader("Race"); err != nil {
		return nil, err
	}
	g := newRace()
	return g, core.Replay(rec, g)
}

func TestContractSuiteOnToyGame(t *testing.T) {
	coretest.Game(t, coretest.Suite{
		New:   func(int) (core.Game, error) { return newRace(), nil },
		Read:  readRace,
		Seats: []int{2}, Games: 20, MaxPlies: 12,
	})
	coretest.Position(t, func() *raceLine { return &newRace().raceLine }, 20, 12)
}

func TestReplayErrorsPointAtTheirPlace(t *testing.T) {
	for _, tc := range []struct {
		text, want string
		sentinel   error
	}{
		{"[Game \"Race\"]\n\n+1 +2\n+7\n", "move 3 (+7): illegal action", core.ErrIllegal},
		{"[Game \"Race\"]\n[Date \"x\"]\n[Game \"Race\"]\n", "line 3, col 1 (Game): syntax error: tag Game given twice", core.ErrSyntax},
		{"\n[Game \"  Chess \"]\n", `line 2, col 1 (Game): syntax error: game "  Chess " is not Race`, core.ErrSyntax},
		{"[Game \"Race\"]\n  [Result \"1-0\"]\n\n+2 +2\n", "line 2, col 3 (Result): result does not match the moves: Result \"1-0\" but the game is not over", core.ErrResult},
		{"[Game \"Race\"]\n[Result \"0-1\"]\n\n+2 +2 +2 +2 +2\n", "line 2, col 1 (Result): result does not match the moves: Result \"0-1\" but the moves give another end", core.ErrResult},
		{"[Event \"Club\rnight\"]\n", "control character", core.ErrSyntax},
	} {
		_, err := readRace(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, tc.sentinel) {
			t.Errorf("%q: got %v, want %q", tc.text, err, tc.want)
		}
	}
}

func TestReplayTakesAResignationFromTheTags(t *testing.T) {
	g, err := readRace(strings.NewReader("[Game \"race\"]\n[Result \"1-0\"]\n[Termination \"flag\"]\n\n+1 +1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); r != (core.Result{Over: true, Winner: 0, Reason: core.Flagged}) {
		t.Fatalf("result %+v", r)
	}
}

func TestQuoteBoundsLongText(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	if q := core.Quote(long); len(q) > 50 {
		t.Fatalf("quoted %d bytes", len(q))
	}
	_, err := readRace(strings.NewReader("+" + long))
	if err == nil || len(err.Error()) > 120 {
		t.Fatalf("error of %d bytes for a huge word", len(fmt.Sprint(err)))
	}
}

func TestReasonCodes(t *testing.T) {
	for r, want := range map[core.Reason]bool{"resign": true, "out-of-blocks": true, "": false, "Resign": false, "two words": false} {
		if r.Valid() != want {
			t.Errorf("%q.Valid() = %v", r, !want)
		}
	}
}
