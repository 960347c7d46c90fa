package analysis

// Class is how good a move was, by how much it lowered its player's chance
// of winning against the search's best move: a stable untranslated code,
// as stored and exported; the screens translate it.
type Class string

// The classes, best first. Forced is a move that was the only one legal:
// no choice to judge. Part is a later part of a turn that the computer
// judges whole at its first part (Xana's walls): the first part's class
// is the turn's.
const (
	Best       Class = "best"
	Good       Class = "good"
	Inaccuracy Class = "inaccuracy"
	Mistake    Class = "mistake"
	Blunder    Class = "blunder"
	Forced     Class = "forced"
	Part       Class = "part"
)

// Classes lists the judged classes, best first.
var Classes = []Class{Best, Good, Inaccuracy, Mistake, Blunder}

// The thresholds, in the mover's chance of winning lost, 0 to 1
// (docs/analysis.md): lichess's classes, on its winning chances (-1 to 1)
// at 0.1, 0.2, 0.3, are these at 0.05, 0.10, 0.15; these games' chances,
// from a shallower search, are noisier, so a blunder must cost more.
const (
	InaccuracyLoss = 0.05
	MistakeLoss    = 0.10
	BlunderLoss    = 0.20
)

// Classify classes a move that lost loss of its player's chance; best
// says it was the search's own choice.
func Classify(loss float64, best bool) Class {
	switch {
	case best:
		return Best
	case loss >= BlunderLoss:
		return Blunder
	case loss >= MistakeLoss:
		return Mistake
	case loss >= InaccuracyLoss:
		return Inaccuracy
	}
	return Good
}

// Erred reports whether a move of class c was an error worth learning
// from: an inaccuracy or worse.
func (c Class) Erred() bool { return c == Inaccuracy || c == Mistake || c == Blunder }

// Judged reports whether a move of class c was judged: neither forced nor
// a later part of a turn.
func (c Class) Judged() bool { return c != Forced && c != Part }

// Summary is one seat's account of an analysed game.
type Summary struct {
	Seat   int           `json:"seat"`
	Moves  int           `json:"moves"`  // judged moves (Forced left out)
	Counts map[Class]int `json:"counts"` // moves by class
	// AverageLoss is the mean chance lost per judged move, 0 to 1.
	AverageLoss float64 `json:"average_loss"`
}

func summarise(moves []Move, seats int) []Summary {
	out := make([]Summary, seats)
	for s := range out {
		out[s] = Summary{Seat: s, Counts: map[Class]int{}}
	}
	for _, m := range moves {
		if !m.Class.Judged() || m.Seat < 0 || m.Seat >= seats {
			continue
		}
		sum := &out[m.Seat]
		sum.Moves++
		sum.Counts[m.Class]++
		sum.AverageLoss += m.Loss
	}
	for s := range out {
		if out[s].Moves > 0 {
			out[s].AverageLoss /= float64(out[s].Moves)
		}
	}
	return out
}
