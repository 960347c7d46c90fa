package widgets

import (
	"context"

	"xima/ui/host"
)

// Background runs work on a goroutine of its own, off Fyne's (the disk is
// not touched there), and hands its result to done on Fyne's through
// h.Post, unless ctx ended first (the screen closed); a failure goes to
// h.ShowError instead.
func Background[T any](h host.Host, ctx context.Context, work func(context.Context) (T, error), done func(T)) {
	go func() {
		v, err := work(ctx)
		h.Post(func() {
			switch {
			case ctx.Err() != nil:
			case err != nil:
				h.ShowError(err)
			default:
				done(v)
			}
		})
	}()
}
