#!/usr/bin/env bash
# Builds Xima's Windows packages into dist/ (make package-windows):
#   Xima-VERSION-windows-amd64.zip  Xima.exe, xima-cli.exe (build.sh), README.txt,
#       LICENSE.txt and THIRD-PARTY-NOTICES.txt, in a folder Xima-VERSION;
#   Xima-VERSION-windows-amd64.msi  the same files, per-user (xima.wxs).
# usage: package.sh BUILD_TAGS (after build.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
version=$(sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
name=Xima-$version-windows-amd64
win=build/windows
tags=$1
rm -rf "$win/stage"
mkdir -p "$win/stage/Xima-$version" dist
stage=$win/stage/Xima-$version
cp "$win/Xima.exe" "$win/xima-cli.exe" "$stage/"
cp packaging/windows/README.txt "$stage/README.txt"
sed 's/\r*$/\r/' LICENSE > "$stage/LICENSE.txt"

# The licence of every module linked into the program, and Go's own.
{
	printf 'Xima includes the following components, each under its own licence.\n'
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 go list -tags "$tags" -deps -f '{{with .Module}}{{if not .Main}}{{.Path}} {{.Version}} {{.Dir}}{{end}}{{end}}' . | sort -u |
		while read -r mod ver dir; do
			lic=$(find "$dir" -maxdepth 1 -type f \( -iname 'LICEN[CS]E*' -o -iname 'COPYING*' \) | sort | head -n1)
			[ -n "$lic" ] || { echo "package.sh: no licence file in $mod $ver" >&2; exit 1; }
			printf '\n\n==== %s %s ====\n\n' "$mod" "$ver"
			cat "$lic"
		done
	printf '\n\n==== The Go programming language %s (runtime and standard library) ====\n\n' "$(go env GOVERSION)"
	cat "$(go env GOROOT)/LICENSE"
} | sed 's/\r*$/\r/' > "$stage/THIRD-PARTY-NOTICES.txt"

rm -f "dist/$name.zip" "dist/$name.msi"
(cd "$win/stage" && zip -q -r -9 "$root/dist/$name.zip" "Xima-$version")
convert assets/icon.png -define icon:auto-resize=256,64,48,32,16 "$win/xima.ico"
wixl -a x64 -D Version="$version" -D Stage="$stage" -D Icon="$win/xima.ico" -o "dist/$name.msi" packaging/windows/xima.wxs
ls -l "dist/$name.zip" "dist/$name.msi"
unzip -l "dist/$name.zip"
