#!/usr/bin/env bash
# The Windows build's window under wine, on the X server in $DISPLAY: Home
# on a fresh club file in C:\ (then a second copy refused by the lock), and
# a Xima game opened from a record, in 3D after a few moves. Each
# screenshot must show a picture, not a blank or single-colour screen.
# usage: window-check.sh WINDOWS_EXE OUTDIR (wine's environment set)
set -euo pipefail
exe=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "wine window check FAILED: $*" >&2; exit 1; }
mkdir -p "$out"
# A wine session begun without a display (the headless checks just before)
# opens no window ("Failed to create helper window"): end it, so that this
# one starts on Xvfb's display.
wineserver -k 2>/dev/null || true
wineserver -w
dir='C:\Xima tests\window'
rm -rf "$WINEPREFIX/drive_c/Xima tests/window"
mkdir -p "$WINEPREFIX/drive_c/Xima tests/window"
cp "$here/few-moves.xima" "$WINEPREFIX/drive_c/Xima tests/window/few moves.xima"
cp "$here/club.xima" "$WINEPREFIX/drive_c/Xima tests/window/club.xima"

# shoot NAME [CROP]: waits up to 150 s for Xima's window to show a picture
# (at least 200 colours, and 1000 in the region CROP, WxH+X+Y of the
# window, when given: the 3D view is drawn a few seconds after the panels),
# and to look the same 6 s later, then keeps that screenshot of the window
# as OUTDIR/NAME.png.
shoot() {
	local png=$out/$1.png again=$out/$1-again.png crop=${2:-} colours=0 inner=0 id geometry
	sleep 12 # wine starts slowly and first shows the window at another size
	for _ in $(seq 45); do
		sleep 3
		id=$(xwininfo -root -tree | awk '/"Xima( - [^"]*)?": \(/ {print $1; exit}')
		[ -n "$id" ] || continue
		geometry=$(xwininfo -id "$id" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF} /Width:/ {w=$NF} /Height:/ {h=$NF} END {print w "x" h "+" x "+" y}')
		import -window root -crop "$geometry" +repage "$png" 2>/dev/null || continue
		colours=$(identify -format '%k' "$png")
		[ "$colours" -ge 200 ] || continue
		if [ -n "$crop" ]; then
			inner=$(convert "$png" -crop "$crop" +repage -format '%k' info:)
			[ "$inner" -ge 1000 ] || continue
		fi
		# Settled: the window looks the same 6 s later.
		sleep 6
		import -window root -crop "$geometry" +repage "$again" 2>/dev/null || continue
		if cmp -s <(convert "$png" rgb:-) <(convert "$again" rgb:-); then
			rm -f "$again"
			echo "wine: window $1: $(identify -format '%wx%h' "$png"), $colours colours${crop:+, $inner in $crop}: $png"
			return 0
		fi
		mv "$again" "$png"
	done
	fail "$1: no window with a picture after 150 s ($colours colours${crop:+, $inner in $crop})"
}

wine "$exe" --db "$dir\\club.db" > "$out/home.log" 2>&1 &
app=$!
shoot home
if wine "$exe" import --db "$dir\\club.db" "$dir\\club.xima" > "$out/second.log" 2>&1; then
	fail "a second copy opened the club file the window has open"
fi
tr -d '\r' < "$out/second.log" | grep -q "in use by another copy of xima" || fail "the second copy said: $(cat "$out/second.log")"
echo "wine: a second copy on the same club file is refused: $(tr -d '\r' < "$out/second.log")"
kill "$app"; wineserver -k || true; wait "$app" 2>/dev/null || true

wine "$exe" --db "$dir\\club.db" "$dir\\few moves.xima" > "$out/game.log" 2>&1 &
app=$!
shoot xima-3d 500x400+60+120
kill "$app"; wineserver -k || true; wait "$app" 2>/dev/null || true
