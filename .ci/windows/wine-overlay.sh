#!/usr/bin/env bash
# Writes DIR/overlay.json for `go build -overlay`: Go's Windows os.RemoveAll
# deletes with FileDispositionInformationEx and falls back on the older
# call only for the statuses Windows gives; wine 8 answers
# STATUS_NOT_IMPLEMENTED (0xC0000002), so every t.TempDir cleanup would
# fail. The overlay adds that status (and STATUS_INVALID_DEVICE_REQUEST) to
# the fallback's list. Test harness only: the app is built without it.
set -euo pipefail
dir=$1
src=$(go env GOROOT)/src/internal/syscall/windows/at_windows.go
mkdir -p "$dir"
sed 's/^\tcase STATUS_INVALID_INFO_CLASS, /\tcase NTStatus(0xC0000002), NTStatus(0xC0000010), STATUS_INVALID_INFO_CLASS, /' "$src" > "$dir/at_windows.go"
if cmp -s "$src" "$dir/at_windows.go"; then
	echo "wine-overlay: $src has changed, the patch no longer applies" >&2
	exit 1
fi
printf '{"Replace": {"%s": "%s"}}\n' "$src" "$(cd "$dir" && pwd)/at_windows.go" > "$dir/overlay.json"
