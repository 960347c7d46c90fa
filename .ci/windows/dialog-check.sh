#!/usr/bin/env bash
# The window's file dialogs under wine, on the X server in $DISPLAY, driven
# with xdotool as a user would: Home's "Import record" opens Fyne's open
# dialog, which goes to D:\Xima tests\Клуб 棋 club through the drives and
# folders it shows and opens "game one.txt" there (a finished game, which
# joins the history); the history's "Export" then offers the same folder,
# remembered as a Windows path, and writes "game two.xima" into it. The
# checks are on disk: the record written replays as the one read, and the
# club file holds the game (xima-cli.exe export). Last, Settings' "Import a
# club file…" opens "club one.json" in the same folder: its profiles join.
# Fyne's open dialog has no field to type a path into, and the window's
# save form takes a file name without a folder (docs/windows.md), so the
# folders are clicked: D: is a drive of the test's own (a folder under
# OUTDIR, linked in the prefix's dosdevices), so that each folder the
# dialog shows holds exactly the one entry clicked, at a place that does
# not depend on what else is on the disk.
# usage: dialog-check.sh WINDOWS_EXE OUTDIR (wine's environment set)
set -euo pipefail
exe=$1 out=$(mkdir -p "$2" && cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "wine dialog check FAILED: $* (screenshots in $out)" >&2; exit 1; }
win() { wine "$exe" "$@" | tr -d '\r'; }

dir='D:\Xima tests\Клуб 棋 club'
drive=$out/drive-d
unix="$drive/Xima tests/Клуб 棋 club"
rm -rf "$drive" "$WINEPREFIX/drive_c/Xima tests/dialog"
mkdir -p "$unix" "$WINEPREFIX/drive_c/Xima tests/dialog"
ln -sfn "$drive" "$WINEPREFIX/dosdevices/d:"
trap 'rm -f "$WINEPREFIX/dosdevices/d:"' EXIT
# few-moves.xima, ended by Red's resignation: a finished game, which an
# import puts in the history (an unfinished one opens to be played on).
sed 's/^\[Styles.*/&\n[Result "Red"]\n[Termination "resign"]/' "$here/few-moves.xima" > "$unix/game one.txt"
cp "$here/club.xima" "$unix/club one.json"
club='C:\Xima tests\dialog\club.db'

# A wine session begun without a display opens no window: end it.
wineserver -k 2>/dev/null || true
wineserver -w
wine "$exe" --db "$club" > "$out/dialog.log" 2>&1 &
app=$!

# geometry prints Xima's window as WxH+X+Y once it is on the screen.
geometry() {
	local id
	for _ in $(seq 60); do
		id=$(xwininfo -root -tree | awk '/"Xima( - [^"]*)?": \(/ {print $1; exit}')
		if [ -n "$id" ]; then
			xwininfo -id "$id" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF} /Width:/ {w=$NF} /Height:/ {h=$NF} END {print w "x" h "+" x "+" y}'
			return
		fi
		sleep 2
	done
	fail "no window after 120 s"
}
# settle NAME: waits (up to 60 s) until the window looks the same for a
# second, and keeps it as OUTDIR/NAME.png: wine is slow, and Fyne draws a
# dialog a frame or two after the click that opens it.
settle() {
	local png=$out/$1.png prev=$out/$1-prev.png
	import -window root -crop "$geom" +repage "$prev"
	for _ in $(seq 60); do
		sleep 1
		import -window root -crop "$geom" +repage "$png"
		cmp -s <(convert "$prev" rgb:-) <(convert "$png" rgb:-) && { rm -f "$prev"; return; }
		cp "$png" "$prev"
	done
	fail "$1: the window kept changing for 60 s"
}
# click NAME X Y: clicks at X,Y of the 1280x800 window, then settles.
click() {
	xdotool mousemove "$((wx + $2))" "$((wy + $3))" click 1
	settle "$1"
}

sleep 12 # wine starts slowly and first shows the window at another size
geom=$(geometry)
read -r ww wh wx wy <<<"$(tr 'x+' '  ' <<<"$geom")"
[ "${ww}x$wh" = 1280x800 ] || fail "the window is ${ww}x$wh, the clicks below are for 1280x800"
settle home
# The open dialog: Home's "Import record", the drive D: in the places on
# the left, then the first entry of each folder (D:\ holds one; below it
# "(Parent)" comes first).
click open-dialog 956 87
click open-d 114 179
click open-xima-tests 275 170
click open-club 359 170
click open-file 359 170
click imported 1180 737
# The import says the game is in the history, which it shows: OK, then the
# game's "Export" (the first of Export, Replay and Analyse at the row's
# right), which asks for a name in the folder last used.
click history 640 446
click save-form 1038 105
xdotool key ctrl+a
xdotool type --delay 50 'game two'
settle save-typed
click saved 684 457
# The club file: OK, Home, Settings, "Import a club file…", and the same
# way to D:\Xima tests\Клуб 棋 club, where the dialog shows only club files.
click export-said 640 437
click home-again 48 773
click settings 1165 87
click club-dialog 957 378
click club-d 114 179
click club-xima-tests 275 170
click club-club 359 170
click club-file 359 170
click club-players 1180 737
# The club file's three players are new here: a profile is made for each.
click club-imported 686 511
kill "$app"
wineserver -k || true
wait "$app" 2>/dev/null || true

[ -f "$unix/game two.xima" ] || fail "the export wrote no $dir\\game two.xima: $(ls "$unix" | tr '\n' ' ')"
want=$(win replay "$dir\\game one.txt")
[ "$(win replay "$dir\\game two.xima")" = "$want" ] || fail "$dir\\game two.xima does not replay as game one.txt"
grep -qx '\[Termination "resign"\]' "$unix/game two.xima" || fail "$dir\\game two.xima lost the resignation"
echo "wine: the open dialog read $dir\\game one.txt; the save form wrote $dir\\game two.xima, which replays as it"
said=$(win export --db "$club" 'C:\Xima tests\dialog\club.json')
grep -q "^exported 3 profiles and 1 game to" <<<"$said" || fail "the club lacks what the dialogs imported (3 profiles, 1 game): $said"
echo "wine: the game and the club file's 3 profiles imported through the dialogs are in the club file: $said"
