#!/usr/bin/env bash
# The window's start phase by phase, for two or more builds or option sets taking turns. Each
# COMMAND starts the window with -Ddlxviz.startup=whole, which prints the start-up clock's marks
# on standard error ("startup N ms: MARK": main, view model made, toolkit started, layout loaded,
# problem opened, shown, first frame, whole window's frame) and exits after the whole window's
# frame. The commands run in turns, ROUNDS times; printed per command, the median of each mark.
# Whole-process wall time (window-startup.sh) drifts by more than the 10-30 ms a change to the
# start is worth; the marks show which phase a change moves, and by how much.
# N counts from the process's start as Linux gives it (boot time in whole seconds plus clock
# ticks), so every mark of one boot carries the same offset: compare marks, not their values.
# Needs a display (Xvfb :97 and DISPLAY=:97).
#
#   src/scripts/startup-marks.sh ROUNDS NAME 'COMMAND' [NAME 'COMMAND' ...]
#
# Example (the packaged app against a copy of an earlier image in /tmp/old-image):
#
#   I=target/dist/image/dlx-visualizer
#   opts=$(sed -n 's/^java-options=//p' $I/lib/app/dlx-visualizer.cfg | tr '\n' ' ')
#   src/scripts/startup-marks.sh 12 \
#       new "$I/lib/runtime/bin/java $opts -Ddlxviz.startup=whole -m dlxviz/dlxviz.Launcher" \
#       old "/tmp/old-image/lib/runtime/bin/java $opts -Ddlxviz.startup=whole -m dlxviz/dlxviz.Launcher"
set -eu
[ $# -ge 3 ] && [ $(( ($# - 1) % 2 )) -eq 0 ] || { sed -n '2,21p' "$0" >&2; exit 2; }
rounds=$1; shift
names=() commands=()
while [ $# -gt 0 ]; do names+=("$1"); commands+=("$2"); shift 2; done
log=$(mktemp); trap 'rm -f "$log"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for ((r = 1; r <= rounds; r++)); do
  for i in "${!names[@]}"; do
    bash -c "${commands[$i]}" 2>&1 >/dev/null | sed -n "s/^startup \([0-9]*\) ms: \(.*\)$/$i \1 \2/p" >> "$log" || true
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v list="${names[*]}" -v rounds="$rounds" '
  function median(a, k,   i, j, t) { for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
                                     return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
  {
    i = $1; ms = $2; $1 = ""; $2 = ""; mark = substr($0, 3)
    if (!((i, mark) in count)) { count[i, mark] = 0; if (!(mark in seen)) { seen[mark] = 1; order[++marks] = mark } }
    value[i, mark, ++count[i, mark]] = ms
  }
  END {
    n = split(list, name, " ")
    printf "%-24s", "median ms"
    for (i = 1; i <= n; i++) printf " %10s", name[i]
    printf "\n"
    for (m = 1; m <= marks; m++) {
      printf "%-24s", order[m]
      for (i = 0; i < n; i++) {
        k = count[i, order[m]]
        delete a; for (j = 1; j <= k; j++) a[j] = value[i, order[m], j]
        if (k > 0) printf " %10.0f", median(a, k); else printf " %10s", "-"
      }
      printf "\n"
    }
    printf "(%d rounds taking turns; a mark a start did not reach is left out of its median)\n", rounds
  }' "$log"
