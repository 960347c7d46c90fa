#!/usr/bin/env bash
# Cross-compiles the Go tests of the packages given (go test -c, with the
# wine-overlay.sh patch) and runs each binary under wine in its package's
# folder, in short mode. Tests that wine itself cannot host are skipped by
# name, each for the reason below; the rest must pass.
# usage: gotests.sh OUTDIR PACKAGE... (wine's environment set)
set -euo pipefail
out=$(mkdir -p "$1" && cd "$1" && pwd)
shift
here=$(cd "$(dirname "$0")" && pwd)
"$here/wine-overlay.sh" "$out/overlay"
# TestImportsNoRules runs `go list`: there is no Go toolchain under wine.
# TestLockFollowsTheFileNotItsName and TestOpenReadOnlyShares make
# symlinks: wine 8's os.Symlink reports success, but the link cannot be
# opened or stat'ed (Windows itself refuses symlinks without a privilege,
# which those tests skip on). TestLockIsOnTheFileItself covers the lock's
# hard links between processes on Windows.
skip='^(TestImportsNoRules|TestLockFollowsTheFileNotItsName|TestOpenReadOnlyShares)$'
failed=0
for pkg in "$@"; do
	dir=$(go list -f '{{.Dir}}' "$pkg")
	exe=$out/$(echo "${pkg#./}" | tr / _).test.exe
	rm -f "$exe"
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc \
		go test -c -overlay "$out/overlay/overlay.json" -o "$exe" "$pkg"
	if [ ! -f "$exe" ]; then
		echo "wine: go test $pkg: no test files"
		continue
	fi
	start=$SECONDS
	# A binary that wine ended (wineserver -k) can exit 0: the log must end
	# with the test runner's PASS too.
	if (cd "$dir" && wine "$exe" -test.short -test.v -test.skip "$skip" > "$exe.log" 2>&1) &&
		[ "$(tr -d '\r' < "$exe.log" | tail -n1)" = PASS ]; then
		echo "wine: go test $pkg: ok, $(grep -c '^--- PASS' "$exe.log" || true) tests passed and $(grep -c '^--- SKIP' "$exe.log" || true) skipped, in $((SECONDS - start)) s"
	else
		tr -d '\r' < "$exe.log" | tail -n 40
		echo "wine: go test $pkg: FAILED ($((SECONDS - start)) s)"
		failed=1
	fi
done
exit $failed
