package session

import (
	"errors"

	"xima/games/core"
)

// ErrNoAgreement is a computer's answer to an offer to end the game by
// agreement while its last search thought it was ahead (or before it has
// moved at all).
var ErrNoAgreement = errors.New("the computer plays on")

// CanAgree reports whether the players may end the game by agreement now:
// its rules allow it (core.Agreer) and it is going on.
func (s *Session) CanAgree() bool {
	_, ok := s.game.(core.Agreer)
	return ok && !s.Over()
}

// ComputersAccept says whether every computer at the table accepts ending
// the game by agreement: each does when its last move's search did not
// see itself ahead; one that has not moved yet plays on.
func (s *Session) ComputersAccept() error {
	for _, pl := range s.players {
		if pl != nil && (!pl.scored || pl.score > 0) {
			return ErrNoAgreement
		}
	}
	return nil
}

// Agree ends the game by the players' agreement, as its rules score it
// (Maxima's draw, Xoliba's position as it stands); the session then
// stores and rates it as any finished game.
func (s *Session) Agree() error {
	if err := s.check(); err != nil {
		return err
	}
	a, ok := s.game.(core.Agreer)
	if !ok {
		return errors.New("the rules of this game have no end by agreement")
	}
	s.clocks.stop()
	if err := a.Agree(); err != nil {
		s.startClock()
		return err
	}
	s.stopThinking()
	s.changed()
	return nil
}
