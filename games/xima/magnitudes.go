package xima

import (
	"iter"
	"math"
	"time"
)

// The magnitudes of book ch. 11 as rules/xima.md, Magnitudes reads them;
// docs/xima-magnitudes.md writes down the decisions the book leaves open.

// WinValue is V_W, what winning adds to the winner's game force.
const WinValue = 16

// BaseValue returns what block b is worth on cell c when nothing dominates
// it: a common 2n, the special 4n, n the cell's floor (so the special on the
// summit is worth 16, which BoardValue leaves to the winner's V_W).
func BaseValue(b Block, c Cell) float64 {
	n := float64(floorOf[c])
	if b.Special() {
		return 4 * n
	}
	return 2 * n
}

// BlockValue returns the value of the block i levels up the column on c
// (rules/xima.md, Magnitudes): the top block dominates every block under it;
// each dominated block is worth half its base value and the top block its
// base value plus half of every base value under it, so a column is worth
// the sum of its base values.
func (s *State) BlockValue(c Cell, i int) float64 {
	h := int(s.height[c])
	v := BaseValue(s.cols[c][i], c)
	if i < h-1 {
		return v / 2
	}
	for j := range i {
		v += BaseValue(s.cols[c][j], c) / 2
	}
	return v
}

// BoardValue returns V_BB, the value of player p's blocks on the board.
// The special on the summit G7 counts 0: it has ended the game, and its 16
// is the winner's V_W, counted once (rules/xima.md, Magnitudes). It is still
// one of p's blocks on the board, N_B, for ReserveValue.
func (s *State) BoardValue(p Player) float64 {
	v := 0.0
	for c := Cell(0); c < Cells; c++ {
		h := int(s.height[c])
		if h == 0 || c == Summit {
			continue
		}
		col := &s.cols[c]
		under := 0.0
		for i := range h - 1 {
			base := BaseValue(col[i], c)
			under += base
			if col[i].Owner() == p {
				v += base / 2
			}
		}
		if col[h-1].Owner() == p {
			v += BaseValue(col[h-1], c) + under/2
		}
	}
	return v
}

// offBoard returns N_OB, the blocks player p can still incorporate: the
// commons in reserve, and the special while it is there.
func (s *State) offBoard(p Player) int {
	n := int(s.reserve[p])
	if s.special[p] == SpecialInReserve {
		n++
	}
	return n
}

// ReserveValue returns V_OB, the value of player p's blocks off the board:
// each is worth the average of p's blocks on the board, V_BB / N_B, or 1
// while p has none there. A captured special not yet rescued counts neither
// on nor off the board; the special on the summit is in N_B though worth 0
// in V_BB.
func (s *State) ReserveValue(p Player) float64 {
	n := float64(s.offBoard(p))
	if s.onBoard[p] == 0 {
		return n
	}
	return s.BoardValue(p) / float64(s.onBoard[p]) * n
}

// CaptureValue returns what action a, legal in s, adds to its player's V_CB:
// the sum of the values, in s, of the enemy blocks it captures (book
// 11.3.9); 0 when it captures nothing.
func (s *State) CaptureValue(a Action) float64 {
	if a.Kind() != KindMove {
		return 0
	}
	after := *s
	after.Apply(a)
	return captureGain(s, &after, a)
}

// captureGain returns the value of the enemy blocks action a captured, a
// having taken position before to position after. Only a move captures, in
// its destination column, which then holds no more blocks than before
// (without a capture it gains the mover).
func captureGain(before, after *State, a Action) float64 {
	to := a.To()
	if a.Kind() != KindMove || after.height[to] > before.height[to] {
		return 0
	}
	mover, _ := before.Top(a.From())
	v := 0.0
	for i := range int(before.height[to]) {
		if before.cols[to][i].Owner() != mover.Owner() {
			v += before.BlockValue(to, i)
		}
	}
	return v
}

// Force is a player's game force F_G and its five terms (book 11.2).
type Force struct {
	BB float64 // V_BB, the blocks on the board
	OB float64 // V_OB, the blocks off the board
	CB float64 // V_CB, the enemy blocks captured, each at its value just before the capture
	R  float64 // V_R, half the board value of a resigner: - for them, + for the winner
	W  float64 // V_W, 16 for the winner
}

// Total returns F_G = V_BB + V_OB + V_CB + V_R + V_W.
func (f Force) Total() float64 { return f.BB + f.OB + f.CB + f.R + f.W }

// Power returns the game power P_G = F_G / (2^t_e * T) (book 11.5) of a
// player with force f who took turns turns and used timeUsed of the agreed
// time; t_e = timeUsed / agreed, 0 in an untimed game (agreed 0). A player
// who took no turn has power 0.
func Power(f float64, turns int, timeUsed, agreed time.Duration) float64 {
	if turns <= 0 {
		return 0
	}
	te := 0.0
	if agreed > 0 {
		te = float64(timeUsed) / float64(agreed)
	}
	return f / (math.Exp2(te) * float64(turns))
}

// Level returns the game level L_G (book 11.6): the sum of the forces of
// every player who started.
func Level(forces []Force) float64 {
	l := 0.0
	for _, f := range forces {
		l += f.Total()
	}
	return l
}

// Magnitudes are a game's figures at one moment, what the score panel
// shows: each seat's force, turns, time used and power, and the game level.
// Every slice has one entry per seat, red first.
type Magnitudes struct {
	// Event is the index in Game.Events of the last event counted, -1 for
	// the initial position.
	Event    int
	Forces   []Force
	Turns    []int
	TimeUsed []time.Duration // 0 in an untimed game
	Powers   []float64
	Level    float64
	// Over is set once the game has ended: the winner's V_W and V_R are in.
	Over bool
}

// Measure returns the game's figures now: after its last event, the final
// ones once it is over (rules/xima.md, Magnitudes).
func Measure(g *Game) Magnitudes {
	m := newMeter(g)
	for i := range g.events {
		m.step(i)
	}
	return m.snapshot()
}

// MeasureEvery returns the game's figures after every action and every
// resignation or flag fall, in order: what a live score panel shows. The
// last entry is Measure(g) when the game's last event is one of those.
func MeasureEvery(g *Game) []Magnitudes {
	var out []Magnitudes
	for m := range EachMeasure(g) {
		out = append(out, m)
	}
	return out
}

// EachMeasure yields what MeasureEvery returns one entry at a time and
// keeps none, so that a long game's figures are written as they come.
func EachMeasure(g *Game) iter.Seq[Magnitudes] {
	return func(yield func(Magnitudes) bool) {
		m := newMeter(g)
		for i, ev := range g.events {
			m.step(i)
			if ev.Kind != EventRoll && !yield(m.snapshot()) {
				return
			}
		}
	}
}

// meter replays a game's events on a State and keeps what the position
// alone does not tell: captures, resignations, turns, time, and the force
// each player who went out keeps.
type meter struct {
	g      *Game
	s      State
	event  int
	cb     [MaxPlayers]float64 // V_CB
	given  float64             // half of each resigner's V_BB, for the winner
	out    [MaxPlayers]bool    // the player went out; frozen holds their force
	frozen [MaxPlayers]Force
	turns  [MaxPlayers]int
	used   [MaxPlayers]time.Duration
}

func newMeter(g *Game) *meter {
	m := &meter{g: g, event: -1}
	// NewGame accepted this start, so it is read again without error.
	m.s, _, _ = g.cfg.start()
	return m
}

// step replays event i, which Game recorded and so has checked.
func (m *meter) step(i int) {
	ev := m.g.events[i]
	s := &m.s
	p := ev.Player
	m.event = i
	switch ev.Kind {
	case EventRoll:
		_ = s.Roll(ev.Dice...)
		return
	case EventAction:
		// Game.Turns: the second action of a two-dice turn follows the first.
		if prev := i - 1; prev < 0 || m.g.events[prev].Kind != EventAction || m.g.events[prev].Player != p {
			m.turns[p]++
		}
		if m.g.cfg.Clock > 0 && ev.HasClock {
			m.used[p] = max(m.g.cfg.Clock-ev.Clock, 0)
		}
		before := *s
		s.Apply(ev.Action)
		m.cb[p] += captureGain(&before, s, ev.Action)
	case EventResign, EventFlag:
		if ev.Kind == EventFlag && m.g.cfg.Clock > 0 {
			m.used[p] = m.g.cfg.Clock
		}
		// rules/xima.md, Magnitudes, V_R: half of V_BB at that moment.
		// Game.Resign only records a player still in.
		half := s.BoardValue(p) / 2
		f := m.live(p)
		f.R = -half
		m.frozen[p], m.out[p] = f, true
		m.given += half
		s.Resign(p, ev.Kind == EventFlag)
	}
	for q := range Player(s.Players()) {
		if !s.Alive(q) && !m.out[q] {
			m.frozen[q], m.out[q] = m.live(q), true
		}
	}
}

// live returns player p's force in the current position, without the
// terms that wait for the end of the game.
func (m *meter) live(p Player) Force {
	return Force{BB: m.s.BoardValue(p), OB: m.s.ReserveValue(p), CB: m.cb[p]}
}

// snapshot returns the figures after the events stepped so far. The game is
// over only after its last event (a drowned side is declared by Game, not
// by State, so the result comes from the game).
func (m *meter) snapshot() Magnitudes {
	n := m.s.Players()
	r := Magnitudes{Event: m.event, Forces: make([]Force, n), Turns: make([]int, n),
		TimeUsed: make([]time.Duration, n), Powers: make([]float64, n)}
	res := m.g.Result()
	r.Over = res.Over && m.event == len(m.g.events)-1
	for p := range Player(n) {
		f := m.live(p)
		if m.out[p] {
			f = m.frozen[p]
		}
		if r.Over && int(p) == res.Winner {
			f.R += m.given
			f.W = WinValue
		}
		r.Forces[p], r.Turns[p], r.TimeUsed[p] = f, m.turns[p], m.used[p]
		r.Powers[p] = Power(f.Total(), m.turns[p], m.used[p], m.g.cfg.Clock)
	}
	r.Level = Level(r.Forces)
	return r
}
