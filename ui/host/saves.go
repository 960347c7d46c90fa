package host

import (
	"fmt"

	"fyne.io/fyne/v2/dialog"

	"xima/ui/lang"
)

// SaveFailed tells that a play session's autosave failed
// (session.Config.OnSaveError), which the session reports once for a run
// of failures: the game goes on, each move is saved again, and SavedAgain
// will say when that works.
func SaveFailed(h Host, err error) {
	h.ShowError(fmt.Errorf("%w\n\n%s", err,
		lang.L("The game goes on: every move is saved again, and you will be told when saving works again.")))
}

// SavedAgain tells that autosaves work again after SaveFailed
// (session.Config.OnSaveRecovered).
func SavedAgain(h Host) {
	dialog.ShowInformation(lang.L("Saving works again"), lang.L("The game is saved up to its last move."), h.Window())
}
