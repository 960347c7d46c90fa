package coretest

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"xima/games/core"
)

// Race is a toy game for the tests of code that drives any game (the
// contract itself, the play session, search): two players add 1 or 2 in
// turn to a running total; whoever reaches 10 wins. Its record is
// "+1 +2 ..." under a Game tag "Race".
type Race struct {
	RaceLine
	names []string
}

// RaceLine is Race's position face.
type RaceLine struct {
	total  int
	plays  []uint16
	result core.Result
}

const reachedTen core.Reason = "ten"

var (
	_ core.Game                       = (*Race)(nil)
	_ core.RecordGame                 = (*Race)(nil)
	_ core.Position[uint16, struct{}] = (*RaceLine)(nil)
)

// NewRace starts a game of Race.
func NewRace() *Race { return &Race{RaceLine{result: core.Going}, []string{"", ""}} }

func (r *Race) Name() string             { return "Race" }
func (r *RaceLine) Seats() int           { return 2 }
func (r *Race) SeatCode(seat int) string { return strconv.Itoa(seat + 1) }
func (r *Race) Names() []string          { return append([]string(nil), r.names...) }
func (r *RaceLine) ToMove() int          { return len(r.plays) % 2 }
func (r *RaceLine) Hash() uint64         { return uint64(r.total)<<1 | uint64(r.ToMove()) }
func (r *RaceLine) Result() core.Result  { return r.result }
func (r *Race) Moves() []string {
	var m []string
	for _, p := range r.plays {
		m = append(m, "+"+strconv.Itoa(int(p)))
	}
	return m
}

func (r *RaceLine) Legal(dst []uint16) []uint16 {
	if r.result.Over {
		return dst
	}
	return append(dst, 1, 2)
}

func (r *RaceLine) Apply(a uint16) struct{} {
	r.total += int(a)
	r.plays = append(r.plays, a)
	if r.total >= 10 {
		r.result = core.Result{Over: true, Winner: 1 - r.ToMove(), Reason: reachedTen}
	}
	return struct{}{}
}

func (r *RaceLine) Unapply(struct{}) {
	n := len(r.plays) - 1
	r.total -= int(r.plays[n])
	r.plays = r.plays[:n]
	r.result = core.Going
}

func (r *Race) Legal() []core.Action {
	var legal []core.Action
	for _, a := range r.RaceLine.Legal(nil) {
		legal = append(legal, core.Action(a))
	}
	return legal
}

func (r *Race) Format(a core.Action) string { return "+" + strconv.Itoa(int(a)) }

func (r *Race) Parse(text string) (core.Action, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(text, "+"))
	if err != nil || !strings.HasPrefix(text, "+") {
		return 0, fmt.Errorf("%w: %s", core.ErrSyntax, core.Quote(text))
	}
	if r.result.Over || n < 1 || n > 2 {
		return 0, fmt.Errorf("%w: %s", core.ErrIllegal, core.Quote(text))
	}
	return core.Action(n), nil
}

func (r *Race) Play(a core.Action) error {
	if r.result.Over || a < 1 || a > 2 {
		return core.ErrIllegal
	}
	r.Apply(uint16(a))
	return nil
}

func (r *Race) PlayText(text string) (core.Action, error) {
	a, err := r.Parse(text)
	if err != nil {
		return 0, err
	}
	return a, r.Play(a)
}

func (r *Race) Undo() error {
	if len(r.plays) == 0 {
		return errors.New("nothing to undo")
	}
	r.Unapply(struct{}{})
	return nil
}

func (r *Race) Resign(seat int) error { return r.leave(seat, core.Resigned) }
func (r *Race) Flag(seat int) error   { return r.leave(seat, core.Flagged) }

func (r *Race) leave(seat int, why core.Reason) error {
	if r.result.Over || seat < 0 || seat > 1 {
		return core.ErrIllegal
	}
	r.result = core.Result{Over: true, Winner: 1 - seat, Reason: why}
	return nil
}

func (r *Race) WriteRecord(w io.Writer) error {
	tags := []core.Tag{{Name: core.TagGame, Value: "Race"}}
	if r.result.Over {
		tags = append(tags, core.Tag{Name: core.TagResult, Value: []string{"1-0", "0-1"}[r.result.Winner]},
			core.Tag{Name: core.TagTermination, Value: string(r.result.Reason)})
	}
	return core.WriteRecord(w, tags, r.Moves())
}

func (r *Race) ReadWord(word string) error       { _, err := r.PlayText(word); return err }
func (r *Race) ReadComment(string)               {}
func (r *Race) Termination(v string) core.Reason { return core.Reason(strings.TrimSpace(v)) }
func (r *Race) MoveNumber() int                  { return len(r.plays) + 1 }

func (r *Race) ParseResult(v string) (int, error) {
	switch v {
	case "1-0":
		return 0, nil
	case "0-1":
		return 1, nil
	}
	return 0, fmt.Errorf("%w: Result %s", core.ErrSyntax, core.Quote(v))
}

// ReadRace reads a Race record.
func ReadRace(rd io.Reader) (core.Game, error) {
	rec, err := core.Read(rd)
	if err != nil {
		return nil, err
	}
	if _, err := rec.CheckHeader("Race"); err != nil {
		return nil, err
	}
	g := NewRace()
	return g, core.Replay(rec, g)
}
