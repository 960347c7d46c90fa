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
	BackgroundOr(h.Post, ctx, work, done, h.ShowError)
}

// BackgroundOr is Background for a job whose failure is its own: failed
// gets it on Fyne's goroutine (nil drops it), and post is what hands over
// to Fyne's goroutine (a host's Post, or fyne.Do before there is a host),
// called once, when work returns.
// Neither done nor failed runs once ctx has ended: a job outliving its
// screen touches nothing of it.
func BackgroundOr[T any](post func(func()), ctx context.Context, work func(context.Context) (T, error), done func(T), failed func(error)) {
	go func() {
		v, err := work(ctx)
		post(func() {
			switch {
			case ctx.Err() != nil:
			case err == nil:
				done(v)
			case failed != nil:
				failed(err)
			}
		})
	}()
}
