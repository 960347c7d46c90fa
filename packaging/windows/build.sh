#!/usr/bin/env bash
# Builds the Windows program into build/windows (make build-windows):
#   Xima.exe      with Fyne's tool (fyne package -os windows --release): the
#                 icon and version resource, the GUI subsystem (no console);
#   xima-cli.exe  the same file marked for the console subsystem, for the
#                 headless commands: the console waits for it and shows what
#                 it prints (Go's linker differs in nothing else).
# usage: build.sh FYNE_TOOL BUILD_TAGS
# Fyne's tool writes fyne.syso into the folder it builds, and a Linux build
# of the same folder would link it: it builds a copy of the tracked files.
set -euo pipefail
fyne=$(realpath "$1") tags=$2
cd "$(dirname "$0")/../.."
win=build/windows
rm -rf "$win/src"
mkdir -p "$win/src"
git ls-files -z | xargs -0 cp --parents -t "$win/src"
(cd "$win/src" && CGO_ENABLED=1 GOARCH=amd64 CC=x86_64-w64-mingw32-gcc "$fyne" package -os windows --tags "$tags" --release)
mv "$win/src/Xima.exe" "$win/Xima.exe"

# The PE optional header's Subsystem field: 68 bytes into the optional
# header, which follows the 4-byte signature and the 20-byte file header
# at the offset stored at 0x3c. 2 is the GUI, 3 the console.
cp "$win/Xima.exe" "$win/xima-cli.exe.new"
pe=$(od -An -tu4 -j60 -N4 "$win/Xima.exe" | tr -d ' ')
at=$((pe + 24 + 68))
[ "$(od -An -tu2 -j"$at" -N2 "$win/Xima.exe" | tr -d ' ')" = 2 ] || { echo "build.sh: Xima.exe is not a GUI-subsystem program" >&2; exit 1; }
printf '\003' | dd of="$win/xima-cli.exe.new" bs=1 seek="$at" conv=notrunc status=none
mv "$win/xima-cli.exe.new" "$win/xima-cli.exe"
ls -l "$win/Xima.exe" "$win/xima-cli.exe"
