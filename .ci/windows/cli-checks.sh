#!/usr/bin/env bash
# The headless commands of the Windows build under wine, each compared with
# the Linux build's answer: perft 1-3 of every game, the book's example
# game replayed (and again as Notepad saves it: CRLF and a byte-order
# mark), a legal bestmove per game, and a club file's export/import round
# trip on C:\ paths with spaces and names in other scripts.
# usage: cli-checks.sh WINDOWS_EXE LINUX_EXE (wine's environment set)
set -euo pipefail
exe=$1 native=$2
here=$(cd "$(dirname "$0")" && pwd)
win() { wine "$exe" "$@" | tr -d '\r'; }
fail() { echo "wine check FAILED: $*" >&2; exit 1; }
same() { # same NAME WINDOWS_OUTPUT LINUX_OUTPUT
	[ "$2" = "$3" ] || { diff <(echo "$3") <(echo "$2") >&2 || true; fail "$1: the Windows build differs from the Linux build"; }
}

for game in Xima Ximaera Xana Xoliba Maxima; do
	for depth in 1 2 3; do
		got=$(win perft --game "$game" --depth "$depth")
		same "perft $game $depth" "$got" "$("$native" perft --game "$game" --depth "$depth")"
		echo "wine: perft $game depth $depth = $got"
	done
	move=$(win bestmove --game "$game")
	legal=$("$native" actions --game "$game")
	grep -qxF -e "$move" <<<"$legal" || fail "bestmove $game: $move is not a legal action"
	echo "wine: bestmove $game = $move (legal)"
done

book=assets/book/book-11.3.10.xima
got=$(win replay "$book")
same "replay $book" "$got" "$("$native" replay "$book")"
echo "wine: replay $book: $(echo "$got" | grep -c .) lines, as on Linux"
notepad=$WINEPREFIX/drive_c/notepad-book.xima
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' "$book"; } > "$notepad"
same "replay of the CRLF+BOM record" "$(win replay 'C:\notepad-book.xima')" "$got"
echo "wine: replay of the book game saved with CRLF and a BOM: as on Linux"

# The club round trip, on C:\ paths with a space and other scripts.
dir='Xima tests\Клуб 棋 club'
unix=$WINEPREFIX/drive_c/${dir//\\//}
rm -rf "$WINEPREFIX/drive_c/Xima tests"
mkdir -p "$unix"
cp "$here/club.xima" "$unix/from linux.xima"
win import --db "C:\\$dir\\first club.db" "C:\\$dir\\from linux.xima"
win export --db "C:\\$dir\\first club.db" "C:\\$dir\\export ñ.xima"
win import --db "C:\\$dir\\second club.db" "C:\\$dir\\export ñ.xima"
win export --db "C:\\$dir\\second club.db" "C:\\$dir\\again.xima"
names() { grep -o '"name":"[^"]*"' "$1" | sort; }
[ -n "$(names "$unix/from linux.xima")" ] || fail "club.xima holds no profile"
same "club round trip" "$(names "$unix/again.xima")" "$(names "$unix/from linux.xima")"
echo "wine: club export/import round trip on C:\\$dir: $(names "$unix/again.xima" | tr '\n' ' ')"

# export refuses to write over an existing file unless --force, and always
# over its own database (here spelled another way: Windows' names ignore
# case, and take / for \) or any SQLite file. A refused export leaves the
# file as it was. (Its -wal and -shm are refused only while they exist,
# which under wine they do not during an export: see docs/windows.md.)
refused() { # refused WANT ARGS...: export ARGS must fail, saying WANT
	local want=$1 said
	shift
	if said=$(win export "$@" 2>&1); then
		fail "export $*: written, want it refused ($want)"
	fi
	grep -qF -e "$want" <<<"$said" || fail "export $*: said \"$said\", want \"$want\""
	echo "wine: export $* refused: $said"
}
db="C:\\$dir\\first club.db"
kept=$(sha256sum "$unix/export ñ.xima" "$unix/first club.db" "$unix/second club.db")
refused "exists: left as it is (--force replaces it)" --db "$db" "C:\\$dir\\export ñ.xima"
refused "is the database being exported" --db "$db" --force "c:/xima TESTS/${dir#*\\}/FIRST CLUB.db"
refused "is a database, not a club file" --db "$db" --force "C:\\$dir\\second club.db"
same "the files a refused export named" "$(sha256sum "$unix/export ñ.xima" "$unix/first club.db" "$unix/second club.db")" "$kept"
win export --db "$db" --force "C:\\$dir\\export ñ.xima"
same "export --force over the file" "$(names "$unix/export ñ.xima")" "$(names "$unix/from linux.xima")"
echo "wine: export --force replaced C:\\$dir\\export ñ.xima; the refused ones left every file as it was"
