#!/usr/bin/env bash
# Checks make package-windows's zip and MSI, then installs the MSI under
# wine: the program in %LOCALAPPDATA%\Programs\Xima, the Start-menu entry,
# the uninstall entry; an upgrade in place (the same files at a higher
# version) keeping the club file; the uninstall removing the program and
# the entry, and keeping the club file.
# usage: msi-check.sh dist/Xima-VERSION-windows-amd64 (wine's environment set)
set -euo pipefail
base=$1
fail() { echo "package-windows check FAILED: $*" >&2; exit 1; }
files="Xima.exe xima-cli.exe README.txt LICENSE.txt THIRD-PARTY-NOTICES.txt"
ls -l "$base.zip" "$base.msi"
zipped=$(unzip -Z1 "$base.zip")
for f in $files; do
	grep -q "/$f\$" <<<"$zipped" || fail "$base.zip lacks $f"
done
echo "package-windows: $base.zip holds $(echo $files)"
msiinfo export "$base.msi" File | tr -d '\r' > build/windows/msi-files.txt
for f in $files; do
	grep -qi "$f" build/windows/msi-files.txt || fail "$base.msi lacks $f"
done
msiinfo export "$base.msi" Shortcut | tr -d '\r' | grep -q 'Xima' || fail "$base.msi has no Start-menu shortcut"
msiinfo export "$base.msi" Upgrade | tr -d '\r' | grep -qi 'e8795ef8-ada5-4082-885c-2c22c4b2be8b' || fail "$base.msi has no upgrade entry"
echo "package-windows: $base.msi holds $(echo $files), a Start-menu shortcut and an upgrade entry"

"$(dirname "$0")/prefix.sh"
drive=$WINEPREFIX/drive_c/users/$(id -un)
[ -d "$drive" ] || drive=$(find "$WINEPREFIX/drive_c/users" -mindepth 1 -maxdepth 1 -type d ! -name Public | head -n1)
program=$drive/AppData/Local/Programs/Xima
menu="$drive/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Xima.lnk"
club=$drive/AppData/Local/xima/xima.db
# Windows keeps a per-user product's uninstall entry under HKCU, wine 8
# under HKLM: both are read.
uninstall_keys() {
	for hive in HKCU HKLM; do
		wine reg query "$hive\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall" /s 2>/dev/null | tr -d '\r'
	done
}
uninstall_entries() { uninstall_keys | grep -c 'DisplayName.*Xima' || true; }

wine msiexec /i "$(winepath -w "$base.msi")" /qn
for f in $files; do [ -f "$program/$f" ] || fail "installed: $program/$f missing"; done
[ -f "$menu" ] || fail "installed: no Start-menu entry at $menu"
[ "$(uninstall_entries)" = 1 ] || fail "installed: $(uninstall_entries) uninstall entries, want 1"
echo "package-windows: msiexec /i: $program holds $(echo $files); Start menu: Xima.lnk; one uninstall entry"
wine "$program/xima-cli.exe" help | tr -d '\r' | head -n1

# A club file, then an upgrade in place to a higher version of the same files.
mkdir -p "$(dirname "$club")"
wine "$program/xima-cli.exe" import --db "$(winepath -w "$club")" "$(winepath -w "$(dirname "$0")/club.xima")"
before=$(sha256sum < "$club")
wixl -a x64 -D Version=99.0.0 -D Stage="build/windows/stage/$(basename "$(unzip -Z1 "$base.zip" | head -n1)")" \
	-D Icon=build/windows/xima.ico -o build/windows/upgrade.msi packaging/windows/xima.wxs
wine msiexec /i "$(winepath -w build/windows/upgrade.msi)" /qn
[ "$(uninstall_entries)" = 1 ] || fail "upgraded: $(uninstall_entries) uninstall entries, want 1 (the upgrade did not replace the old version)"
uninstall_keys | grep -q 'DisplayVersion.*99\.0\.0' || fail "upgraded: the uninstall entry is not version 99.0.0"
[ -f "$program/Xima.exe" ] || fail "upgraded: Xima.exe missing"
[ "$(sha256sum < "$club")" = "$before" ] || fail "upgraded: the club file changed"
echo "package-windows: upgrade in place to 99.0.0: one uninstall entry, the club file unchanged"

wine msiexec /x "$(winepath -w build/windows/upgrade.msi)" /qn
[ ! -e "$program/Xima.exe" ] || fail "uninstalled: $program/Xima.exe is still there"
[ ! -e "$menu" ] || fail "uninstalled: the Start-menu entry is still there"
[ "$(uninstall_entries)" = 0 ] || fail "uninstalled: an uninstall entry is still there"
[ "$(sha256sum < "$club")" = "$before" ] || fail "uninstalled: the club file changed or went"
echo "package-windows: msiexec /x: the program, the Start-menu entry and the uninstall entry gone; the club file kept"
rm -rf "$(dirname "$club")"
