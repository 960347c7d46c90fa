//go:build linux

package sound

import (
	"os"

	"golang.org/x/sys/unix"
)

// quietStderr points the standard error at /dev/null until the function
// it returns puts it back. While oto looks for a device, ALSA and the
// sound servers it tries (JACK, PulseAudio) print each failure there, a
// dozen lines on a machine without sound, which the Player says once
// itself. What else writes to the standard error in those moments (a
// tenth of a second) is lost with them.
func quietStderr() (restore func()) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return func() {}
	}
	defer null.Close()
	saved, err := unix.Dup(2)
	if err != nil {
		return func() {}
	}
	if err := unix.Dup3(int(null.Fd()), 2, 0); err != nil {
		unix.Close(saved)
		return func() {}
	}
	return func() {
		unix.Dup3(saved, 2, 0)
		unix.Close(saved)
	}
}
