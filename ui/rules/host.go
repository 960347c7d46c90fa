package rules

import "xima/ui/host"

// ShowOn shows the game's rules over the host's screen (a play screen's
// "?"), the game staying underneath; a game with no pages is said in a
// dialog.
func ShowOn(h host.Host, game string) {
	if err := Show(h.Window(), game); err != nil {
		h.ShowError(err)
	}
}
