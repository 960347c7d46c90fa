package main

import (
	"context"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"xima/games/core"
	"xima/games/xima"
)

// BenchmarkReplayLargestRecord replays the longest record replay accepts
// (core.MaxMoves actions of a legal Xima game, within core.MaxRecordSize)
// as text and as JSON with --every, and reports the peak heap in MB (issue
// 29: within 200 MB): run it alone, -benchtime 1x.
func BenchmarkReplayLargestRecord(b *testing.B) {
	path := filepath.Join(b.TempDir(), "longest.xima")
	if err := os.WriteFile(path, []byte(longXimaRecord(core.MaxRecordSize, core.MaxMoves)), 0o644); err != nil {
		b.Fatal(err)
	}
	for name, args := range map[string][]string{"text": {"replay"}, "json-every": {"replay", "--json", "--every"}} {
		b.Run(name, func(b *testing.B) {
			var peak uint64
			for b.Loop() {
				peak = max(peak, peakHeap(b, func() error {
					return run(context.Background(), append(args, path), nil, io.Discard, io.Discard)
				}))
			}
			b.ReportMetric(float64(peak)/1e6, "peak-MB")
		})
	}
}

// peakHeap runs f and returns the most heap it held at once, sampled
// every few milliseconds, after a collection before it starts.
func peakHeap(b *testing.B, f func() error) uint64 {
	runtime.GC()
	var peak atomic.Uint64
	done := make(chan struct{})
	go func() {
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			peak.Store(max(peak.Load(), ms.HeapAlloc))
			select {
			case <-done:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	err := f()
	close(done)
	if err != nil {
		b.Fatal(err)
	}
	return peak.Load()
}

// longXimaRecord returns the record of a legal two-player Xima game of
// size bytes and moves actions at most: random actions from a fixed seed
// that neither capture nor end the game, so it goes on for ever on the
// reinforcements.
func longXimaRecord(size, moves int) string {
	s, _ := xima.NewState(xima.Sport, xima.Sport)
	l := xima.NewLine(s)
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	b.WriteString("[Game \"Xima\"]\n\n")
	var legal []xima.Action
	round, line := 1, 0
	for played := 0; played < moves; played++ {
		legal = l.Legal(legal[:0])
		r.Shuffle(len(legal), func(i, j int) { legal[i], legal[j] = legal[j], legal[i] })
		before := l.State
		word := ""
		for _, a := range legal {
			if before.Captures(a) {
				continue
			}
			if u := l.Apply(a); l.Over() {
				l.Unapply(u)
				continue
			}
			word = xima.FormatShort(&before, a, legal)
			if before.ToMove() == 0 {
				word = strconv.Itoa(round) + ". " + word
			} else {
				round++
			}
			break
		}
		if word == "" || b.Len()+len(word)+2 > size {
			break
		}
		if line+len(word) >= 80 {
			b.WriteString("\n")
			line = 0
		} else if line > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(word)
		line += len(word)
	}
	b.WriteString("\n")
	return b.String()
}
