package session

import "xima/games/core"

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

// taken is the game's count of pieces taken so far (core.Capturer); a
// game without captures (Ximaera) is not counted (false) and its actions
// cue moves.
func taken(g core.Game) (int, bool) {
	if c, ok := g.(core.Capturer); ok {
		return c.Taken(), true
	}
	return 0, false
}
