package lang

import (
	"errors"
	"strconv"

	"xima/games/core"
)

// The refusals a board gives itself, since no one action says them; the
// engines' codes are theirs, the boards' own are here, with their words.
const (
	NoSwap core.RefusalCode = "no-swap" // Xoliba: the mover's piece on Cell has no swap that forms a triangle
	NoMove core.RefusalCode = "no-move" // the mover's Piece on Cell has no legal move now
)

// boardCodes are the refusal codes the boards give themselves.
var boardCodes = []core.RefusalCode{NoSwap, NoMove}

// refusalWords are the English sentences of the engines' refusal codes
// (docs/refusals.md), with the refusal's arguments as template fields:
// {{.Cell}}, {{.From}}, {{.Other}} (cells), {{.N}}, {{.M}} (numbers),
// {{.Dice}} (die values in words), {{.Piece}} (a piece's name) and
// {{.Side}} (a side's name). translations/es.json holds their Spanish.
var refusalWords = map[core.RefusalCode]string{
	// Every game.
	"game-over":      "The game is over",
	"no-piece":       "There is nothing to move on {{.Cell}}",
	"not-your-piece": "The piece on {{.Cell}} is {{.Side}}'s, not yours",
	"occupied":       "The cell {{.Cell}} is already taken",
	"same-cell":      "It is already on {{.Cell}}: pick another cell",
	"not-in-line":    "No straight line joins {{.From}} and {{.Cell}}",
	"blocked":        "The {{.Piece}} on {{.From}} cannot get to {{.Cell}}: {{.Other}} is in the way",
	"not-reachable":  "That action is not allowed here",

	// Xima.
	"needs-roll":          "Roll the dice first",
	"not-your-block":      "The block on {{.Cell}} is {{.Side}}'s, not yours",
	"not-your-reserve":    "That reserve is {{.Side}}'s: use your own",
	"dominated":           "The block on {{.Cell}} is dominated: only the top block of a column moves",
	"two-dice-same-block": "Two dice: the second action needs a different block, and the block on {{.Cell}} made the first",
	"die-value":           "The dice allow {{.Dice}} cells; from {{.From}} to {{.Cell}} is {{.N}}",
	"drop-die-value":      "With {{.Dice}}, no new block can end on {{.Cell}}: no empty floor-1 cell lies exactly that far in line",
	"too-high":            "A step too high: {{.Cell}} is {{.N}} high, {{.From}} only {{.M}}",
	"bare-step":           "A bare step cannot be climbed: the floor of {{.Cell}} is {{.N}} high and the block on {{.From}} is at {{.M}}; it needs a block to climb on",
	"summit-needs-height": "The summit {{.Cell}} is reached only from height {{.N}}: on {{.From}} the block is at {{.M}}",
	"summit-special-only": "Only a special block may stop on the summit {{.Cell}}",
	"beyond-summit":       "The special stops on the summit {{.Other}}: it cannot go on to {{.Cell}}",
	"no-common-left":      "You have no common block in reserve",
	"special-on-board":    "Your special is already on the board, on {{.Cell}}",
	"special-captured":    "Your special was captured: rescue it first",
	"drop-on-block":       "A new block must come to rest on an empty cell, and {{.Cell}} holds blocks",
	"drop-not-in-line":    "No new block can reach {{.Cell}}: no empty floor-1 cell is in line with it",
	"nothing-to-rescue":   "Your special is not captured: there is nothing to rescue",
	"rescue-floor":        "Only a common block on a floor-3 cell can be given up, and {{.Cell}} is on floor {{.N}}",
	"no-pass":             "You may not pass: only a dice player passes, when the roll allows nothing or after a first action",
	"repetition":          "That would make the same position a third time",
	"no-block-reaches":    "No common block of yours can reach {{.Cell}}",
	"write-special":       "The block on {{.From}} is your special: write ={{.From}}{{.Cell}}",
	"special-in-reserve":  "Your special is in reserve: ={{.Cell}} brings it in",
	"no-capture":          "The move from {{.From}} to {{.Cell}} is marked as a capture but captures nothing",

	// Ximaera.
	"none-left":        "No {{.Piece}} is left to place",
	"frozen":           "The {{.Piece}} on {{.Cell}} is next to the pivot on {{.Other}} and cannot move",
	"barred":           "The {{.Piece}} on {{.Cell}} ended your opponent's last action and cannot move this turn",
	"only-pivot-jumps": "Only a pivot jumps: the {{.Piece}} on {{.From}} cannot get over {{.Other}} to {{.Cell}}",

	// Xana.
	"wall-needed":       "A turn of walls needs at least one wall (without one it is a pass)",
	"nothing-to-end":    "Nothing to end: the turn has not begun",
	"wall-or-end":       "Now place a wall or end the turn",
	"walls-after-stack": "Walls come after the stack part of the turn",
	"already-swapped":   "The players have already swapped",
	"swap-first-turn":   "Swap is only for Black's first turn, after White's",
	"no-stack-no-walls": "You have no stack, so no circle to place walls in",
	"reserve-short":     "You have {{.N}} stones off the board, not {{.M}}",
	"wall-there":        "There is a wall on {{.Cell}}",
	"not-your-stack":    "The stack on {{.Cell}} is {{.Side}}'s",
	"not-accessible":    "You cannot reach {{.Cell}}: no path of empty cells joins it to your stacks",
	"no-breath":         "A stack on {{.Cell}} would have no empty cell beside it and captures nothing",
	"stack-too-small":   "The stack on {{.From}} has {{.N}} stones, not {{.M}}",
	"outside-circle":    "The cell {{.Cell}} is outside the circle of {{.N}} stones from {{.From}}",
	"wall-off-circle":   "The cell {{.Cell}} is in no circle of your stacks",

	// Xoliba.
	"solo-no-pass":     "The one-player game has no pass",
	"must-move":        "You can form a triangle, so you may not pass",
	"white-piece":      "The piece on {{.Cell}} is white: move one of your own",
	"target-not-white": "A piece swaps only with a white piece, and the one on {{.Cell}} is {{.Side}}'s",
	"path-not-white":   "Only white pieces may lie between: {{.Other}}, between {{.From}} and {{.Cell}}, is not white",
	"no-triangle":      "A piece of yours on {{.Cell}} would form no valid triangle",
	"not-a-triangle":   "The corners {{.Other}} and {{.Cell}} are not a valid triangle of yours",
	NoSwap:             "The piece on {{.Cell}} has no swap that forms a triangle: pick another of your pieces",
	NoMove:             "The {{.Piece}} on {{.Cell}} has no legal move now: pick another of your pieces",

	// Maxima.
	"king-suicide":       "The King on {{.Cell}} may not commit suicide",
	"suicide-not-frozen": "The {{.Piece}} on {{.Cell}} is not immobilized, so it may not commit suicide",
	"immobilized":        "The {{.Piece}} on {{.Cell}} is immobilized by the enemy on {{.Other}}",
	"move-pattern":       "The {{.Piece}} on {{.From}} does not move that way: it cannot reach {{.Cell}}",
	"own-palace":         "You may not fill your own goal squares {{.Cell}} and {{.Other}}",
	"in-check":           "That would leave your King on {{.Cell}} in check",
	"palace-threat":      "That would leave your goal squares {{.Cell}} and {{.Other}} open to invasion",
}

// pieceWords name the pieces the refusals' Piece codes stand for.
var pieceWords = map[string]string{
	"pivot": "pivot", "red": "red pip", "green": "green pip", "blue": "blue pip",
	"pawn": "Pawn", "guard": "Guard", "long-leaper": "Long Leaper", "mage": "Mage", "chameleon": "Chameleon",
	"immobilizer": "Immobilizer", "coordinator": "Coordinator", "withdrawer": "Withdrawer", "king": "King",
}

// Refusal is why an action was refused, in the chosen language: the words
// of a *core.Refusal in err with its arguments filled in, or err's own
// text for any other error (and for a code with no words).
func Refusal(err error) string {
	var r *core.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	words, ok := refusalWords[r.Code]
	if !ok {
		return err.Error()
	}
	piece := r.Piece
	if w, ok := pieceWords[piece]; ok {
		piece = L(w)
	}
	return L(words, map[string]any{
		"Cell": r.Cell, "From": r.From, "Other": r.Other, "N": r.N, "M": r.M,
		"Dice": dice(r.Dice), "Piece": piece, "Side": Side(r.Side),
	})
}

// dice writes one or two die values in words: "3", "3 or 5".
func dice(values []int) string {
	switch len(values) {
	case 0:
		return ""
	case 1:
		return strconv.Itoa(values[0])
	}
	return L("{{.First}} or {{.Second}}", map[string]any{"First": values[0], "Second": values[1]})
}

// endWords are the English words of the ends every game shares, by the
// engines' reason codes; a game words its own ends.
var endWords = map[core.Reason]string{
	core.Repetition: "third repetition of a position",
	core.Resigned:   "resignation",
	core.Flagged:    "flag fall",
	core.Agreement:  "agreement",
}

// End is how a game ended, translated, when the reason is one every game
// shares (repetition, resignation, flag fall, agreement); ok is false for
// a game's own reason.
func End(why core.Reason) (words string, ok bool) {
	w, ok := endWords[why]
	if !ok {
		return "", false
	}
	return L(w), true
}
