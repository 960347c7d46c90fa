package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// MaxClubFileBytes is the largest club file Import reads: 256 MiB, room
// for some 100,000 games with long records. Import refuses a longer input
// as soon as it has read that much, so that an endless one (a device, a
// pipe that never ends) fails instead of filling the memory.
const MaxClubFileBytes = 256 << 20

// maxValueBytes bounds one value of a club file as written (a name, a
// record text, a field name), escapes included: a record of
// MaxRecordBytes with every byte escaped as \u00XX, and some room. The
// reader holds no more than a few times this much beyond what it decoded.
const maxValueBytes = 6*MaxRecordBytes + 1<<20

// FileError is a place in a club file Import refuses, and what is wrong
// there. Line and Col count from 1, Col in characters; Path names the
// value in the file's own terms ("games[12].seats[1].outcome"), or is
// empty for the file as a whole. Import's errors wrap it with ErrBadFile.
type FileError struct {
	Line, Col int
	Path      string
	Err       error
}

// Error returns "line L, column C: PATH: what is wrong".
func (e *FileError) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("line %d, column %d: %v", e.Line, e.Col, e.Err)
	}
	return fmt.Sprintf("line %d, column %d: %s: %v", e.Line, e.Col, e.Path, e.Err)
}

// Unwrap returns what is wrong.
func (e *FileError) Unwrap() error { return e.Err }

// filePos is where a profile, a game or a seat begins in the file, kept
// for the checks made once the whole file is read.
type filePos struct{ line, col int }

func (p filePos) errorf(path, format string, args ...any) *FileError {
	return &FileError{Line: p.line, Col: p.col, Path: path, Err: fmt.Errorf(format, args...)}
}

// readClubFile reads and checks a whole club file before anything is
// written: at most maxFile bytes in all and maxValue bytes for one value.
// Its errors are *FileError, or the reader's own.
func readClubFile(r io.Reader, maxFile, maxValue int64) (*clubFile, error) {
	src := &posReader{r: r, maxFile: maxFile, maxValue: maxValue, line: 1, col: 1}
	c := &clubReader{dec: json.NewDecoder(src), src: src}
	c.dec.DisallowUnknownFields() // in a seat's rating, the only object decoded whole
	f, err := c.file()
	if err != nil {
		return nil, err
	}
	if err := f.check(); err != nil {
		return nil, err
	}
	return f, nil
}

// posReader reads the club file for the JSON decoder: it stops at
// maxFile bytes and at maxValue bytes past the mark (the start of the
// value being decoded), refuses what is not UTF-8 and \u escapes of half
// a UTF-16 pair (which the decoder would turn into U+FFFD without a
// word), and keeps the bytes from the mark on, so that an offset the
// decoder reports becomes a line and a column.
type posReader struct {
	r        io.Reader
	maxFile  int64
	maxValue int64
	n        int64  // bytes read
	mark     int64  // the offset of buf[head]
	buf      []byte // buf[head:] are the bytes from mark to n
	head     int
	line     int // where mark is
	col      int
	err      error // once set, every Read returns it

	// The UTF-8 and escape check, across reads.
	seq   []byte // a UTF-8 sequence begun and not yet complete
	seqAt int64
	state scanState
	escAt int64 // where the \u escape being read begins
	hiAt  int64 // where the escape of a high surrogate begins
	hex   int   // digits read of the escape
	code  rune
}

// scanState is where the check is in the JSON text.
type scanState uint8

const (
	inText   scanState = iota // outside strings
	inString                  // inside a string
	inEscape                  // after a backslash
	inHex                     // in the four digits of \u
	wantLow                   // after a high surrogate's escape: its low one's backslash
	wantLowU                  // the low one's u
	inLowHex                  // the low one's digits
)

func (r *posReader) Read(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	room := r.maxValue - (r.n - r.mark)
	if room <= 0 {
		r.err = r.errorAt(r.mark, fmt.Errorf("more than %s without the end of a value", mib(r.maxValue)))
		return 0, r.err
	}
	// One byte past maxFile tells a file of exactly maxFile from a longer one.
	k, err := r.r.Read(p[:min(int64(len(p)), room, r.maxFile+1-r.n)])
	if k < 0 || k > len(p) {
		return 0, fmt.Errorf("club file reader: %d bytes read of %d", k, len(p))
	}
	var tooLarge bool
	if r.n+int64(k) > r.maxFile {
		k, tooLarge = int(r.maxFile-r.n), true
	}
	bad, why := r.check(p[:k])
	k = bad
	r.buf = append(r.buf, p[:k]...)
	r.n += int64(k)
	switch {
	case why != nil:
		r.err = r.errorAt(r.badAt(why), why)
	case tooLarge:
		r.err = r.errorAt(r.maxFile, fmt.Errorf("the file is larger than %s, the most a club file may have", mib(r.maxFile)))
	}
	if r.err != nil {
		if k > 0 {
			return k, nil
		}
		return 0, r.err
	}
	return k, err
}

// errNotUTF8 and errHalfPair are what check finds; badAt says where.
var (
	errNotUTF8  = errors.New("not valid UTF-8 (the file must be UTF-8 throughout)")
	errHalfPair = errors.New(`a \u escape of half a UTF-16 surrogate pair is not a character`)
)

// check follows the JSON text of p, the bytes after the first n of the
// file. It returns the index in p where it found something wrong, and
// what, or a nil error.
func (r *posReader) check(p []byte) (int, error) {
	for i := 0; i < len(p); i++ {
		if len(r.seq) == 0 && (r.state == inText || r.state == inString) {
			for i < len(p) && p[i] < utf8.RuneSelf && p[i] != '"' && p[i] != '\\' {
				i++ // plain text: nothing to follow
			}
			if i == len(p) {
				break
			}
		}
		b := p[i]
		if len(r.seq) > 0 || b >= utf8.RuneSelf {
			if len(r.seq) == 0 {
				r.seqAt = r.n + int64(i)
			}
			r.seq = append(r.seq, b)
			if !utf8.FullRune(r.seq) {
				continue
			}
			if c, size := utf8.DecodeRune(r.seq); c == utf8.RuneError && size == 1 {
				return i, errNotUTF8
			}
			r.seq = r.seq[:0]
			if b >= utf8.RuneSelf {
				b = 'x' // a character of the text, for the escape check below
			}
		}
		switch r.state {
		case inText:
			if b == '"' {
				r.state = inString
			}
		case inString:
			switch b {
			case '\\':
				r.state, r.escAt = inEscape, r.n+int64(i)
			case '"':
				r.state = inText
			}
		case inEscape:
			r.state = inString
			if b == 'u' {
				r.state, r.hex, r.code = inHex, 0, 0
			}
		case inHex, inLowHex:
			d, ok := hexDigit(b)
			if !ok {
				r.state = inString // the decoder says what is wrong
				break
			}
			r.code, r.hex = r.code<<4|d, r.hex+1
			if r.hex < 4 {
				break
			}
			high, low := r.code >= 0xD800 && r.code < 0xDC00, r.code >= 0xDC00 && r.code < 0xE000
			switch {
			case r.state == inLowHex && !low:
				return i, errHalfPair
			case r.state == inLowHex:
				r.state = inString
			case high:
				r.state, r.hiAt = wantLow, r.escAt
			case low:
				return i, errHalfPair
			default:
				r.state = inString
			}
		case wantLow:
			if b != '\\' {
				return i, errHalfPair
			}
			r.state = wantLowU
		case wantLowU:
			if b != 'u' {
				return i, errHalfPair
			}
			r.state, r.hex, r.code = inLowHex, 0, 0
		}
	}
	return len(p), nil
}

// badAt returns where what check found begins: the sequence that is not
// UTF-8, or the escape of the high surrogate, or the lone low one.
func (r *posReader) badAt(why error) int64 {
	switch {
	case why == errNotUTF8:
		return r.seqAt
	case r.state == wantLow || r.state == wantLowU || r.state == inLowHex:
		return r.hiAt
	}
	return r.escAt
}

func hexDigit(b byte) (rune, bool) {
	switch {
	case '0' <= b && b <= '9':
		return rune(b - '0'), true
	case 'a' <= b && b <= 'f':
		return rune(b - 'a' + 10), true
	case 'A' <= b && b <= 'F':
		return rune(b - 'A' + 10), true
	}
	return 0, false
}

// moveMark moves the mark to off (from mark to n), counting the lines and
// columns it passes and letting go of the bytes before it.
func (r *posReader) moveMark(off int64) {
	off = min(max(off, r.mark), r.n)
	d := int(off - r.mark)
	r.line, r.col = advance(r.line, r.col, r.buf[r.head:r.head+d])
	r.head += d
	r.mark = off
	if r.head > 4096 && r.head > len(r.buf)/2 {
		r.buf = r.buf[:copy(r.buf, r.buf[r.head:])]
		r.head = 0
	}
}

// posAt returns the line and column of offset off, which must lie between
// the mark and n (it is moved there otherwise).
func (r *posReader) posAt(off int64) filePos {
	off = min(max(off, r.mark), r.n)
	line, col := advance(r.line, r.col, r.buf[r.head:r.head+int(off-r.mark)])
	return filePos{line, col}
}

// advance returns the line and column after text, from line and col.
func advance(line, col int, text []byte) (int, int) {
	for _, b := range text {
		switch {
		case b == '\n':
			line, col = line+1, 1
		case b&0xC0 != 0x80: // not a UTF-8 continuation byte: a character
			col++
		}
	}
	return line, col
}

// skip returns off moved past the bytes of set that follow it.
func (r *posReader) skip(off int64, set string) int64 {
	off = max(off, r.mark)
	for off < r.n && strings.IndexByte(set, r.at(off)) >= 0 {
		off++
	}
	return off
}

func (r *posReader) errorAt(off int64, err error) *FileError {
	p := r.posAt(off)
	return &FileError{Line: p.line, Col: p.col, Err: err}
}

// mib writes a size in MiB ("256 MiB").
func mib(n int64) string {
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// clubReader walks a club file with the JSON decoder's tokens, one value
// at a time, so that every error knows its place and the decoder never
// holds more than one value.
type clubReader struct {
	dec *json.Decoder
	src *posReader
}

// errUnknownField is what a field function returns for a name it does
// not know.
var errUnknownField = errors.New("unknown field")

// sync moves the reader's mark to where the decoder is: nothing before it
// is needed any more.
func (c *clubReader) sync() { c.src.moveMark(c.dec.InputOffset()) }

// fail returns err at offset off of the file (moved past white space).
func (c *clubReader) fail(path string, off int64, err error) *FileError {
	p := c.src.posAt(c.src.skip(off, " \t\r\n"))
	return &FileError{Line: p.line, Col: p.col, Path: path, Err: err}
}

// streamErr places an error of the decoder reading the value at path.
func (c *clubReader) streamErr(path string, err error) error {
	var fe *FileError
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te):
		// Token decodes a number where a bracket should be, and this one
		// does not fit a float64.
		return c.fail(path, c.src.skip(c.src.mark, " \t\r\n,:"), fmt.Errorf("%s is out of range", gotOf(te.Value)))
	case errors.As(err, &fe):
		if fe.Path == "" {
			fe.Path = path
		}
		return fe
	case errors.As(err, &se):
		return c.fail(path, c.syntaxAt(), se)
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		if c.src.mark == 0 && len(bytes.TrimSpace(c.src.buf[c.src.head:])) == 0 {
			return &FileError{Line: 1, Col: 1, Err: errors.New("the file is empty")}
		}
		if path == "" {
			path = "the club file's object"
		}
		return c.fail("", c.src.n, fmt.Errorf("the file ends in the middle of %s", path))
	}
	return err // the reader's own error
}

// syntaxAt returns where the syntax error the decoder met since the mark
// is. The decoder's own offsets do not count the bytes its Token method
// read, so the bytes from the mark are scanned again by a fresh decoder:
// after white space and the one comma or colon the decoder may have
// taken, a value begins, and a fresh scan's error offset counts from it
// (one past the character at fault). When the fresh scan finds nothing
// (the fault was that comma or colon, or a missing one), the place is the
// first character after the white space.
func (c *clubReader) syntaxAt() int64 {
	r := c.src
	first := r.skip(r.mark, " \t\r\n")
	start := first
	if start < r.n && strings.IndexByte(",:", r.at(start)) >= 0 {
		start = r.skip(start+1, " \t\r\n")
	}
	var raw json.RawMessage
	err := json.NewDecoder(bytes.NewReader(r.buf[r.head+int(start-r.mark):])).Decode(&raw)
	var se *json.SyntaxError
	if errors.As(err, &se) && se.Offset > 0 {
		return start + se.Offset - 1
	}
	return first
}

// file reads the club file's object and what follows it: nothing.
func (c *clubReader) file() (*clubFile, error) {
	f := new(clubFile)
	var sawFormat, sawVersion bool
	_, err := c.object("", func(key string, path fieldPath) error {
		switch key {
		case "format":
			sawFormat = true
			at, err := c.value(path, &f.Format)
			if err == nil && f.Format != FileFormat {
				err = c.fail(path.String(), at, fmt.Errorf("%s, want %q", quote(f.Format), FileFormat))
			}
			return err
		case "version":
			sawVersion = true
			at, err := c.value(path, &f.Version)
			switch {
			case err != nil:
				return err
			case f.Version > FileVersion:
				return c.fail(path.String(), at, fmt.Errorf("%d is newer than this xima reads (%d); update xima", f.Version, FileVersion))
			case f.Version < 1:
				return c.fail(path.String(), at, fmt.Errorf("%d, want %d", f.Version, FileVersion))
			}
			return nil
		case "exported":
			return c.time(path, &f.Exported)
		case "profiles":
			return c.array(path, func(i int, path string) error {
				p, err := c.profile(path)
				if err == nil {
					err = p.check(path)
				}
				f.Profiles = append(f.Profiles, p)
				return err
			})
		case "games":
			return c.array(path, func(i int, path string) error {
				g, err := c.game(path)
				if err == nil {
					err = g.check(path)
				}
				f.Games = append(f.Games, g)
				return err
			})
		}
		return errUnknownField
	})
	if err != nil {
		return nil, err
	}
	c.sync()
	if _, err := c.dec.Token(); err != io.EOF {
		if err != nil {
			return nil, c.streamErr("", err)
		}
		return nil, c.fail("", c.src.skip(c.src.mark, " \t\r\n"), errors.New("more after the end of the club file's object"))
	}
	switch {
	case !sawFormat:
		return nil, &FileError{Line: 1, Col: 1, Path: "format", Err: fmt.Errorf("missing: not a club file (want %q)", FileFormat)}
	case !sawVersion:
		return nil, &FileError{Line: 1, Col: 1, Path: "version", Err: errors.New("missing")}
	}
	return f, nil
}

func (c *clubReader) profile(path string) (fileProfile, error) {
	var p fileProfile
	at, err := c.object(path, func(key string, path fieldPath) error {
		var v any
		switch key {
		case "key":
			v = &p.Key
		case "name":
			v = &p.Name
		case "colour":
			v = &p.Colour
		case "created":
			return c.time(path, &p.Created)
		case "archived":
			v = &p.Archived
		case "merged_into":
			v = &p.MergedInto
		default:
			return errUnknownField
		}
		_, err := c.value(path, v)
		return err
	})
	p.at = at
	return p, err
}

func (c *clubReader) game(path string) (fileGame, error) {
	var g fileGame
	at, err := c.object(path, func(key string, path fieldPath) error {
		var v any
		switch key {
		case "key":
			v = &g.Key
		case "game":
			v = &g.Game
		case "mode":
			v = &g.Mode
		case "rated":
			v = &g.Rated
		case "result":
			v = &g.Result
		case "started":
			return c.time(path, &g.Started)
		case "ended":
			return c.time(path, &g.Ended)
		case "duration_ms":
			v = &g.DurationMS
		case "record":
			v = &g.Record
		case "seats":
			return c.array(path, func(i int, path string) error {
				if i == MaxSeats {
					return c.fail(path, c.src.skip(c.src.mark, " \t\r\n,"), fmt.Errorf("more than %d seats", MaxSeats))
				}
				s, err := c.seat(path)
				g.Seats = append(g.Seats, s)
				return err
			})
		default:
			return errUnknownField
		}
		_, err := c.value(path, v)
		return err
	})
	g.at = at
	return g, err
}

func (c *clubReader) seat(path string) (fileSeat, error) {
	var s fileSeat
	at, err := c.object(path, func(key string, path fieldPath) error {
		var v any
		switch key {
		case "profile":
			v = &s.Profile
		case "name":
			v = &s.Name
		case "outcome":
			v = &s.Outcome
		case "rating":
			v = &s.Rating
		default:
			return errUnknownField
		}
		_, err := c.value(path, v)
		return err
	})
	s.at = at
	return s, err
}

// object reads an object, calling field for each of its fields with the
// field's path; field reads the value, or returns errUnknownField. A
// field given twice is refused. It returns where the object begins.
func (c *clubReader) object(path string, field func(key string, path fieldPath) error) (filePos, error) {
	c.sync()
	tok, err := c.dec.Token()
	if err != nil {
		return filePos{}, c.streamErr(path, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		want := "an object"
		if path == "" {
			want = "a club file (a JSON object)"
		}
		return filePos{}, c.fail(path, c.src.skip(c.src.mark, " \t\r\n,:"), fmt.Errorf("want %s, got %s", want, describe(tok)))
	}
	at := c.src.posAt(c.dec.InputOffset() - 1)
	var known [12]string
	seen := known[:0] // the fields read: a few
	for {
		c.sync()
		if !c.dec.More() {
			break
		}
		tok, err := c.dec.Token()
		if err != nil {
			return at, c.streamErr(path, err)
		}
		key, _ := tok.(string) // the decoder gives a string here, or an error
		keyAt := c.dec.InputOffset() - int64(len(key)) - 2
		if slices.Contains(seen, key) {
			return at, c.fail(path, keyAt, fmt.Errorf("field %s given twice", quote(key)))
		}
		if err := field(key, fieldPath{path, key}); err == errUnknownField {
			return at, c.fail(path, keyAt, fmt.Errorf("unknown field %s", quote(key)))
		} else if err != nil {
			return at, err
		}
		seen = append(seen, key)
	}
	c.sync()
	if _, err := c.dec.Token(); err != nil {
		return at, c.streamErr(path, err)
	}
	return at, nil
}

// array reads an array, calling elem for each element with its index and
// path; null is an empty array.
func (c *clubReader) array(fpath fieldPath, elem func(i int, path string) error) error {
	path := fpath.String()
	c.sync()
	tok, err := c.dec.Token()
	if err != nil {
		return c.streamErr(path, err)
	}
	if tok == nil {
		return nil
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return c.fail(path, c.src.skip(c.src.mark, " \t\r\n,:"), fmt.Errorf("want an array, got %s", describe(tok)))
	}
	for i := 0; ; i++ {
		c.sync()
		if !c.dec.More() {
			break
		}
		if err := elem(i, fmt.Sprintf("%s[%d]", path, i)); err != nil {
			return err
		}
	}
	c.sync()
	if _, err := c.dec.Token(); err != nil {
		return c.streamErr(path, err)
	}
	return nil
}

// value decodes the next value into v and returns where it begins. An
// error names the field in the file's terms, and its place.
func (c *clubReader) value(path fieldPath, v any) (int64, error) {
	c.sync()
	err := c.dec.Decode(v)
	if err != nil && isStreamErr(err) {
		return 0, c.streamErr(path.String(), err)
	}
	// The decoder took the comma or colon before the value, if any, and
	// counts a type error's offset from just after it.
	base := c.src.skip(c.src.mark, " \t\r\n")
	if base < c.src.n && strings.IndexByte(",:", c.src.at(base)) >= 0 {
		base++
	} else {
		base = c.src.mark
	}
	start := c.src.skip(base, " \t\r\n")
	if err == nil {
		return start, nil
	}
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te):
		return start, c.fail(join(path.String(), te.Field), c.src.valueStart(base+te.Offset),
			fmt.Errorf("want %s, got %s", wantOf(te.Type), gotOf(te.Value)))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name, _ := strconv.Unquote(strings.TrimPrefix(err.Error(), "json: unknown field "))
		return start, c.fail(path.String(), start, fmt.Errorf("unknown field %s", quote(name)))
	}
	return start, c.fail(path.String(), start, err) // the type's own message (an outcome)
}

// isStreamErr reports whether err is the input's (its syntax, its end,
// the reader's limits) rather than a value's type.
func isStreamErr(err error) bool {
	var se *json.SyntaxError
	var fe *FileError
	return errors.As(err, &se) || errors.As(err, &fe) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// fieldPath is the path of a field, its parent's path and its key, made
// into one string only for a message.
type fieldPath struct{ parent, key string }

func (p fieldPath) String() string { return join(p.parent, p.key) }

// timeText is a time as a club file writes it (RFC 3339).
type timeText string

// time reads a time.
func (c *clubReader) time(path fieldPath, t *time.Time) error {
	var s timeText
	at, err := c.value(path, &s)
	if err != nil {
		return err
	}
	if err := t.UnmarshalText([]byte(s)); err != nil {
		return c.fail(path.String(), at, fmt.Errorf("%s is not a time such as \"2026-01-02T15:04:05Z\"", quote(string(s))))
	}
	return nil
}

// valueStart returns where the value that ends at off (as a type error
// gives it: just past a string or number, just past the bracket that
// opens an object or array) begins.
func (r *posReader) valueStart(off int64) int64 {
	if off <= r.mark || off > r.n {
		return r.mark
	}
	i := off - 1
	switch r.at(i) {
	case '{', '[':
		return i
	case '"':
		for j := i - 1; j >= r.mark; j-- {
			if r.at(j) != '"' {
				continue
			}
			k := j
			for k > r.mark && r.at(k-1) == '\\' {
				k--
			}
			if (j-k)%2 == 0 {
				return j
			}
		}
		return r.mark
	}
	for i > r.mark && strings.IndexByte("0123456789+-.eEtruefalsn", r.at(i-1)) >= 0 {
		i--
	}
	return i
}

// at returns the byte at offset off, from mark to n.
func (r *posReader) at(off int64) byte { return r.buf[r.head+int(off-r.mark)] }

// join returns the path of field key of the value at path.
func join(path, key string) string {
	switch {
	case key == "":
		return path
	case path == "":
		return key
	}
	return path + "." + key
}

// wantOf says what a club file has in a field of type t.
func wantOf(t reflect.Type) string {
	switch t {
	case reflect.TypeFor[Outcome]():
		return `"none", "win", "draw" or "loss"`
	case reflect.TypeFor[timeText]():
		return `a time such as "2026-01-02T15:04:05Z"`
	}
	switch t.Kind() {
	case reflect.Pointer:
		return wantOf(t.Elem())
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	}
	return "an object"
}

// gotOf says what a type error's value was, quoting little of it.
func gotOf(value string) string {
	switch value {
	case "string", "number":
		return "a " + value
	case "array", "object":
		return "an " + value
	case "bool":
		return "true or false"
	}
	if num, ok := strings.CutPrefix(value, "number "); ok {
		if len(num) > maxQuoteRunes {
			num = num[:maxQuoteRunes] + "..."
		}
		return "the number " + num
	}
	return quote(value)
}

// describe names what a token is.
func describe(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		if v == '[' {
			return "an array"
		}
		return "an object"
	case string:
		return "a string"
	case bool:
		return "true or false"
	case nil:
		return "null"
	}
	return "a number"
}
