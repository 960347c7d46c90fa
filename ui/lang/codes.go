package lang

// sideWords are the English words for the seat codes the games give
// (core.Game.SeatCode), which the store keeps: the screen translates them.
var sideWords = map[string]string{
	"red": "Red", "blue": "Blue", "yellow": "Yellow", "green": "Green",
	"white": "White", "black": "Black", "1": "Player 1", "2": "Player 2",
}

// Side is a seat's side in words, translated ("Rojo" for "red"); a code
// it does not know is shown as it is.
func Side(code string) string {
	if w, ok := sideWords[code]; ok {
		return L(w)
	}
	return code
}

// Result is a stored result code in words: the winning side, or a draw.
func Result(code string) string {
	if code == "draw" {
		return L("Drawn")
	}
	return Side(code)
}
