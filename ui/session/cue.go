package session

import (
	"xima/games/core"
	"xima/games/maxima"
	"xima/games/xana"
	"xima/games/xima"
	"xima/games/xoliba"
)

// Cue is what just happened at the table, for its sound (Config.OnCue).
type Cue int

// The cues a session gives.
const (
	// CueMove: an action was played, a person's or a computer's, and it
	// captured nothing.
	CueMove Cue = iota
	// CueCapture: an action was played that took pieces off the board.
	CueCapture
	// CueEnd: the game ended (Xima's summit reached, a win, a draw, a
	// resignation, a flag fall).
	CueEnd
	// CueLowTime: the running clock entered its last stretch
	// (TimeControl.LowTime).
	CueLowTime
)

// cue hands c to the screen's OnCue, if it has one.
func (s *Session) cue(c Cue) {
	if s.cfg.OnCue != nil {
		s.cfg.OnCue(c)
	}
}

// played cues the action just played: the end when it ended the game, a
// capture when it took pieces (more taken than before it), else a move.
func (s *Session) played(before int, counted bool) {
	switch after, _ := taken(s.game); {
	case s.Over():
		s.cue(CueEnd)
	case counted && after > before:
		s.cue(CueCapture)
	default:
		s.cue(CueMove)
	}
}

// cueLowTime cues the running clock's entering its last stretch since the
// last look; a clock put back above it (an increment, an undo) cues again
// when it gets there again. A clock that ran out has its flag fall, not
// this cue.
func (s *Session) cueLowTime() {
	seat := s.clocks.running
	if seat < 0 {
		return
	}
	low := s.LowTime(seat)
	if low && !s.low[seat] && s.clocks.remaining(seat) > 0 {
		s.cue(CueLowTime)
	}
	s.low[seat] = low
}

// taken is a count that grows by what each capture takes off the board,
// read from what each engine already reports: Xima's blocks taken by
// majority, Xana's stones lost, Xoliba's pieces turned, Maxima's pieces
// gone from the board (counted down). Ximaera has no captures; a game
// that reports none is not counted (false) and its actions cue moves.
func taken(g core.Game) (int, bool) {
	switch g := g.(type) {
	case *xima.Game:
		st, n := g.State(), 0
		for p := range st.Players() {
			n += st.Took(xima.Player(p))
		}
		return n, true
	case *xana.Game:
		st := g.State()
		return st.Lost(xana.White) + st.Lost(xana.Black), true
	case *xoliba.Game:
		st, n := g.State(), 0
		for seat := range st.Players() {
			n += st.Took(seat)
		}
		return n, true
	case *maxima.Game:
		st := g.State()
		return -(st.Count(maxima.White) + st.Count(maxima.Black)), true
	}
	return 0, false
}
