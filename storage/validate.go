package storage

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// MaxNameRunes is the longest name a profile or a seat may have, counted in
// Unicode code points (an emoji made of several code points counts each).
const MaxNameRunes = 64

// MaxLabelRunes is the longest game name, mode or result text.
const MaxLabelRunes = 64

// MaxRecordBytes is the largest record text the store keeps, the same bound
// the engines' record reader has.
const MaxRecordBytes = 8 << 20

// MaxSeats is the most players one game may have.
const MaxSeats = 8

// checkName accepts a display name the store keeps byte for byte: valid
// UTF-8, 1 to MaxNameRunes code points, no control characters, no space at
// either end (so "Ana" and "Ana " cannot be two people).
func checkName(name string) error {
	n := utf8.RuneCountInString(name)
	switch {
	case !utf8.ValidString(name):
		return fmt.Errorf("%w name: not valid UTF-8", ErrInvalid)
	case strings.TrimSpace(name) == "":
		return fmt.Errorf("%w name: empty", ErrInvalid)
	case n > MaxNameRunes:
		return fmt.Errorf("%w name: %d characters, the limit is %d", ErrInvalid, n, MaxNameRunes)
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return fmt.Errorf("%w name %s: contains a control character", ErrInvalid, quote(name))
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("%w name %s: begins or ends with a space", ErrInvalid, quote(name))
	}
	return nil
}

// checkSeatName accepts a seat's name: what checkName accepts, or "" for
// a guest (no profile), whom the screen names by the seat's side.
func checkSeatName(name string, profileID int64) error {
	if name == "" && profileID == 0 {
		return nil
	}
	return checkName(name)
}

// checkLabel accepts a game name, mode or result: what checkName accepts,
// except that the result may be empty.
func checkLabel(what, s string, mayBeEmpty bool) error {
	n := utf8.RuneCountInString(s)
	switch {
	case s == "" && mayBeEmpty:
		return nil
	case !utf8.ValidString(s):
		return fmt.Errorf("%w %s: not valid UTF-8", ErrInvalid, what)
	case strings.TrimSpace(s) == "":
		return fmt.Errorf("%w %s: empty", ErrInvalid, what)
	case n > MaxLabelRunes:
		return fmt.Errorf("%w %s: %d characters, the limit is %d", ErrInvalid, what, n, MaxLabelRunes)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return fmt.Errorf("%w %s %s: contains a control character", ErrInvalid, what, quote(s))
	}
	return nil
}

// checkRecord accepts a record text: valid UTF-8 (so it exports unchanged)
// of at most MaxRecordBytes.
func checkRecord(record string) error {
	switch {
	case len(record) > MaxRecordBytes:
		return fmt.Errorf("%w record: %d bytes, the limit is %d", ErrInvalid, len(record), MaxRecordBytes)
	case !utf8.ValidString(record):
		return fmt.Errorf("%w record: not valid UTF-8", ErrInvalid)
	}
	return nil
}

// checkColour accepts "" (no colour) or "#rrggbb".
func checkColour(c string) error {
	if c == "" {
		return nil
	}
	ok := len(c) == 7 && c[0] == '#'
	for i := 1; ok && i < len(c); i++ {
		ok = strings.IndexByte("0123456789abcdefABCDEF", c[i]) >= 0
	}
	if !ok {
		return fmt.Errorf("%w colour %s: want #rrggbb", ErrInvalid, quote(c))
	}
	return nil
}

// MinRating and MaxRating bound the ratings a rated game stores, before
// and after it. MinRating is the least the rating code gives and accepts
// (a loser never goes below it; a CIMAX under it cannot be played with, so
// one stored would make every later rated game of its player fail).
// Ratings only move between a game's players, so no club comes near
// MaxRating; a number beyond it is a damaged file, not a player.
const (
	MinRating = 1
	MaxRating = 1e9
)

// checkRatingChange accepts a rated game's numbers for one player: the
// ratings from MinRating to MaxRating, power, level and experience from 0
// to MaxRating, Delta and force within MaxRating either way. NaN and the
// infinities are refused with the rest.
func checkRatingChange(r RatingChange) error {
	for _, v := range [...]struct {
		what      string
		x, lo, hi float64
	}{
		{"rating before", r.Before, MinRating, MaxRating},
		{"rating after", r.After, MinRating, MaxRating},
		{"delta", r.Delta, -MaxRating, MaxRating},
		{"force", r.Force, -MaxRating, MaxRating},
		{"power", r.Power, 0, MaxRating},
		{"level", r.Level, 0, MaxRating},
		{"experience", r.Experience, 0, MaxRating},
	} {
		if !(v.x >= v.lo && v.x <= v.hi) {
			return fmt.Errorf("%w %s %v: want a number from %v to %v", ErrInvalid, v.what, v.x, v.lo, v.hi)
		}
	}
	return nil
}

// The times the store keeps lie from 1970 to 2199: a clock or a file
// that says otherwise is wrong.
var (
	minTime = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)
	maxTime = time.Date(2200, 1, 1, 0, 0, 0, 0, time.UTC)
)

// checkTime accepts a time from 1970 to 2199.
func checkTime(what string, t time.Time) error {
	if t.Before(minTime) || !t.Before(maxTime) {
		return fmt.Errorf("%w %s %s: want a time from 1970 to 2199", ErrInvalid, what, t.UTC().Format(time.RFC3339))
	}
	return nil
}

// maxErrorBytes is the longest message shortError gives.
const maxErrorBytes = 200

// shortError is an error of the caller's (a record reader's) cut to
// maxErrorBytes, in case it quotes much of what it read.
type shortError struct{ err error }

func (e shortError) Error() string {
	msg := e.err.Error()
	if len(msg) <= maxErrorBytes {
		return msg
	}
	cut := maxErrorBytes
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return msg[:cut] + "..."
}

func (e shortError) Unwrap() error { return e.err }

// foldName is the key that makes names unique ignoring case: every code
// point becomes the smallest one of its simple case-folding orbit, so two
// names have the same key exactly when strings.EqualFold says they match.
func foldName(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	for _, r := range name {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

// newKey returns a fresh random key for a profile or a finished game: 32
// lower-case hex digits (128 bits), the same in every database the row is
// exported to.
func newKey() string {
	var b [16]byte
	rand.Read(b[:]) // crypto/rand.Read never fails
	return hex.EncodeToString(b[:])
}

// isKey reports whether s has the form newKey gives.
func isKey(s string) bool {
	if len(s) != 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte("0123456789abcdef", s[i]) < 0 {
			return false
		}
	}
	return true
}

// millis and fromMillis convert between times and the file's Unix
// milliseconds.
func millis(t time.Time) int64 { return t.UnixMilli() }

func fromMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// maxQuoteRunes is the most characters of a caller's or a file's text an
// error message quotes.
const maxQuoteRunes = 32

// quote returns s quoted as %q does, cut to its first maxQuoteRunes
// characters with "..." after the closing quote when it is longer, so that
// no message repeats a long input (an 8 MB word, a whole record).
func quote(s string) string {
	if utf8.RuneCountInString(s) <= maxQuoteRunes {
		return strconv.Quote(s)
	}
	i, n := 0, 0
	for i < len(s) && n < maxQuoteRunes {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n++
	}
	return strconv.Quote(s[:i]) + "..."
}
