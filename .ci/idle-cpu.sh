#!/usr/bin/env bash
# Idle CPU of a 2-player Xima game on the 3D board, measured by hand (CI does
# not run this): docs/idle-cpu.md says how, and what it gave.
#
#   go build -tags no_animations -o /tmp/xima-idle . && .ci/idle-cpu.sh /tmp/xima-idle [OUTDIR]
#
# Each state gets its own app on a fresh database and fresh preferences
# (English, 3D board), under its own Xvfb at 1280x800:
#   entry   no clock, the move box focused (its cursor blinks)
#   clock   a 5-minute clock running, nothing focused
#   paused  the same game paused
# The app is driven with xdotool, left alone WAIT seconds, then its CPU time
# (/proc/PID/stat utime+stime, every thread, Mesa's included) is read over
# SECONDS. Each state's screen is saved as OUTDIR/idle-STATE.png: look at it,
# the clicks below assume the layout of the 1280x800 window (override them
# with the *_AT variables when the play screen moves its controls).
set -euo pipefail

: "${WAIT:=10}" "${SECONDS_IDLE:=60}"
: "${NEW_XIMA_AT:=158 409}"  # home: Xima's "New game"
: "${CLOCK_AT:=140 222}"     # set-up: the clock's selector
: "${FIVE_MIN_AT:=105 295}"  # its "5 min"
: "${PLAY_AT:=1237 301}"     # set-up: "Play"
: "${ENTRY_AT:=998 300}"     # play screen: the move box
: "${PAUSE_AT:=893 22}"     # play screen: "Pause"

click() { xdotool mousemove $1 click 1; sleep "${2:-1}"; }

# inside runs one state in the current X display and prints its figure.
inside() {
	local state=$1 bin=$2 out=$3 tmp
	tmp=$(mktemp -d)
	export XDG_CONFIG_HOME=$tmp/config
	"$bin" --db "$tmp/idle.db" >"$tmp/app.log" 2>&1 &
	local pid=$!
	sleep 6
	click "$NEW_XIMA_AT" 2
	if [ "$state" != entry ]; then
		click "$CLOCK_AT"
		click "$FIVE_MIN_AT"
	fi
	click "$PLAY_AT" 3
	case $state in
	entry) click "$ENTRY_AT" ;;
	paused) click "$PAUSE_AT" ;;
	esac
	sleep "$WAIT"
	import -window root "$out/idle-$state.png"
	local tck t0 t1 w0 w1
	tck=$(getconf CLK_TCK)
	t0=$(awk '{print $14+$15}' "/proc/$pid/stat")
	w0=$(date +%s.%N)
	sleep "$SECONDS_IDLE"
	t1=$(awk '{print $14+$15}' "/proc/$pid/stat")
	w1=$(date +%s.%N)
	awk -v s="$state" -v d=$((t1 - t0)) -v k="$tck" -v w0="$w0" -v w1="$w1" \
		'BEGIN { printf "%-7s %5.1f%% of a core (%.2f s CPU in %.1f s)\n", s, 100*d/k/(w1-w0), d/k, w1-w0 }'
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	rm -rf "$tmp"
}

if [ "${1:-}" = --inside ]; then
	shift
	inside "$@"
	exit
fi

bin=$(realpath "${1:?usage: .ci/idle-cpu.sh BINARY [OUTDIR]}")
out=$(realpath "${2:-.}")
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for state in entry clock paused; do
	xvfb-run -a -s "-screen 0 1280x800x24" "$0" --inside "$state" "$bin" "$out"
done
