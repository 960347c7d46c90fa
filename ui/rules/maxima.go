package rules

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"xima/games/maxima"
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

var (
	maximaLight = color.NRGBA{R: 0xf0, G: 0xe0, B: 0xc0, A: 0xff}
	maximaDark  = color.NRGBA{R: 0xb8, G: 0x92, B: 0x66, A: 0xff}
	maximaGoal  = color.NRGBA{R: 0x70, G: 0x30, B: 0x90, A: 0xff}
)

// draw draws the board a unit a square, rank 10 at the top: the
// pieces as discs with their letters (White light, Black dark), a frozen
// piece ringed in blue, the legal destinations of the piece on from
// dotted and the squares its moves capture on ringed in red.
func (m maximaShot) draw() (scene, error) {
	g, err := m.game()
	if err != nil {
		return scene{}, err
	}
	from := m.from
	s := g.State()
	q0, ok := maxima.ParseSquare(from)
	if !ok {
		return scene{}, fmt.Errorf("rules: Maxima picture: no square %q", from)
	}
	dots := map[maxima.Square]bool{}
	taken := map[maxima.Square]bool{}
	for _, ca := range g.Legal() {
		if a := maxima.Action(ca); !a.Suicide() && a.From() == q0 {
			dots[a.To()] = true
			for _, q := range g.Captures(a) {
				taken[q] = true
			}
		}
	}
	sc := scene{w: 0.8 + maxima.Files + 0.2, h: maxima.Ranks + 0.9}
	at := func(f, r int) fyne.Position {
		return fyne.NewPos(0.8+float32(f)+0.5, 0.1+float32(maxima.Ranks-1-r)+0.5)
	}
	sc.rect(0, 0, sc.w, sc.h, paper, nil, 0)
	for r := range maxima.Ranks {
		for f := range maxima.Files {
			q := maxima.MakeSquare(f, r)
			if !q.Valid() {
				continue
			}
			o := at(f, r)
			fill := maximaLight
			if (f+r)%2 == 0 {
				fill = maximaDark
			}
			var frame color.Color
			if r == 0 || r == maxima.Ranks-1 {
				frame = maximaGoal
			}
			sc.rect(o.X-0.5, o.Y-0.5, 1, 1, fill, frame, 0.06)
			maximaSquare(&sc, &s, q, o, dots[q], taken[q])
		}
	}
	sc.gridLabels(maxima.Files, maxima.Ranks, 0, 'a', func(f, r int) fyne.Position {
		if f < 0 {
			return at(f, r).AddXY(0.15, 0)
		}
		return at(f, r).AddXY(0, -0.1)
	})
	o := at(q0.File(), q0.Rank())
	sc.rect(o.X-0.5, o.Y-0.5, 1, 1, nil, arrowInk, 0.08)
	return sc, nil
}

// maximaSquare draws what stands on q, centred on o, and its marks.
func maximaSquare(sc *scene, s *maxima.State, q maxima.Square, o fyne.Position, dot, taken bool) {
	p := s.At(q)
	if p != maxima.Empty {
		fill, letter := color.Color(pieceWhite), color.Color(ink)
		if p.Color() == maxima.Black {
			fill, letter = ink, pieceWhite
		}
		switch {
		case taken:
			sc.disc(o, 0.46, nil, takenInk, 0.08)
		case s.Immobilized(q):
			sc.disc(o, 0.46, nil, frozenInk, 0.08)
		}
		sc.disc(o, 0.36, fill, faint, 0.03)
		sc.text(o, 0.42, letter, string(p.Kind().Letter()), true)
	} else if dot { // a capture by replacement is ringed instead
		sc.disc(o, 0.13, dotInk, nil, 0)
	}
}
