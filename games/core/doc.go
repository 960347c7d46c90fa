// Package core holds what every game engine of Xima really shares: the
// record file's tag pairs and movetext tokens, positioned parse errors, and
// the error sentinels callers test with errors.Is. It imports only the
// standard library; each game gives the tokens their meaning.
package core
