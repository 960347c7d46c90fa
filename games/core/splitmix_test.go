package core

import "testing"

// The first numbers of splitmix64 seeded with 0, as its reference
// implementation (Vigna's splitmix64.c) gives them: hash keys must not
// change from one build to the next.
func TestSplitMixMatchesTheReference(t *testing.T) {
	s := NewSplitMix(0)
	for i, want := range []uint64{0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F} {
		if got := s.Next(); got != want {
			t.Fatalf("number %d: %#x, want %#x", i+1, got, want)
		}
	}
}
