#!/usr/bin/env bash
# Makes the wine prefix $WINEPREFIX for the Windows checks, once: wineboot,
# then the ProcessPrng stand-in (bcryptprimitives.c) built with mingw into
# its system32, the only folder Go's runtime loads that DLL from.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sys32=$WINEPREFIX/drive_c/windows/system32
if [ ! -f "$sys32/kernel32.dll" ]; then
	wineboot -i >/dev/null 2>&1 || true
	wineserver -w
fi
[ -f "$sys32/kernel32.dll" ] || { echo "prefix.sh: wineboot made no prefix at $WINEPREFIX" >&2; exit 1; }
if [ ! -f "$sys32/bcryptprimitives.dll" ] || [ "$here/bcryptprimitives.c" -nt "$sys32/bcryptprimitives.dll" ]; then
	x86_64-w64-mingw32-gcc -shared -O2 -s -o "$sys32/bcryptprimitives.dll" "$here/bcryptprimitives.c" -ladvapi32
fi
