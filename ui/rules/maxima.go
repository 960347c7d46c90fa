package rules

import (
	"fmt"
	"strconv"
	"strings"

	"xima/games/maxima"
	"xima/ui/boards"
	boardmaxima "xima/ui/boards/maxima"
)

// maximaShot is a Maxima picture: White to move in a position given as
// pieces on squares ("Ka1 kh9 Pd4": upper case White, lower case Black),
// with the legal moves of the piece on from dotted.
type maximaShot struct {
	shot
	pieces string
}

// maximaShots are Maxima's pictures by name: one per piece, each with an
// enemy piece to capture (or to freeze) and the Kings out of the way.
func maximaShots() map[string]maximaShot {
	return map[string]maximaShot{
		"pawn":        {shot: shot{from: "d4"}, pieces: "Ka1 kh9 Pd4 pe6 Gf6"},
		"guard":       {shot: shot{from: "d5"}, pieces: "Ka1 kh9 Gd5 pe6"},
		"longleaper":  {shot: shot{from: "c3"}, pieces: "Ka1 kh9 Lc3 pc5 gc7"},
		"mage":        {shot: shot{from: "d4"}, pieces: "Ka1 kh9 Md4 pe7"},
		"chameleon":   {shot: shot{from: "d4"}, pieces: "Ka1 kh9 Cd4 wd5"},
		"immobilizer": {shot: shot{from: "d4"}, pieces: "Ka1 kh9 Id4 pe5"},
		"coordinator": {shot: shot{from: "c3"}, pieces: "Kb1 kh9 Oc3 pb5"},
		"withdrawer":  {shot: shot{from: "d4"}, pieces: "Ka1 kh9 Wd4 pe5"},
		"king":        {shot: shot{from: "a4"}, pieces: "Ka4 kh9 pc5 Pb2"},
	}
}

// game sets the shot's position up.
func (m maximaShot) game() (*maxima.Game, error) {
	pos, err := maximaPosition(m.pieces)
	if err != nil {
		return nil, err
	}
	return maxima.NewGame(maxima.Config{Position: pos})
}

// maximaPosition writes pieces on squares as a position string, White to
// move (maxima.ParsePosition reads it).
func maximaPosition(pieces string) (string, error) {
	at := map[maxima.Square]byte{}
	for _, p := range strings.Fields(pieces) {
		q, ok := maxima.ParseSquare(p[1:])
		if !ok {
			return "", fmt.Errorf("rules: Maxima picture: no square in %q", p)
		}
		at[q] = p[0]
	}
	var b strings.Builder
	for r := maxima.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := range maxima.Files {
			q := maxima.MakeSquare(f, r)
			if !q.Valid() {
				continue
			}
			if l, ok := at[q]; ok {
				if empty > 0 {
					b.WriteString(strconv.Itoa(empty))
				}
				b.WriteByte(l)
				empty = 0
			} else {
				empty++
			}
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString(" w")
	return b.String(), nil
}

// draw draws the shot on the play screen's board: the piece on from
// selected, its legal destinations and the squares its moves capture on
// marked.
func (m maximaShot) draw() (scene, error) {
	g, err := m.game()
	if err != nil {
		return scene{}, err
	}
	return boardScene(boardmaxima.Picture(g, boards.Marks{From: m.from}))
}
