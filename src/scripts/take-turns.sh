#!/usr/bin/env bash
# Whole-process timing of several commands on the same input, taking turns, so that each figure
# has its anchor measured under the same load (a shared 2-core machine drifts 3x in minutes).
#
#   src/scripts/take-turns.sh ROUNDS INPUT NAME 'COMMAND' [NAME 'COMMAND' ...]
#
# Each round runs every command once, in the order given, with INPUT on standard input and its
# output counted, not kept. Prints per command the median and fastest wall time, the median CPU
# time (user + system, all threads), the lines written, and the median over rounds of its wall
# time divided by the first command's (the anchor) in the same round; and the load average
# before and after. Example (issue 15's sudoku target):
#
#   src/scripts/take-turns.sh 7 /tmp/17.txt tdoku '/tmp/anchors/tdoku 2' kudoku /tmp/anchors/kudoku \
#       java 'src/scripts/dlx count --limit 2'
set -eu
[ $# -ge 4 ] && [ $(( ($# - 2) % 2 )) -eq 0 ] || { sed -n '2,14p' "$0" >&2; exit 2; }
rounds=$1 input=$2; shift 2
names=() commands=()
while [ $# -gt 0 ]; do names+=("$1"); commands+=("$2"); shift 2; done
log=$(mktemp); trap 'rm -f "$log" "$log.t"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for ((r = 1; r <= rounds; r++)); do
  for i in "${!names[@]}"; do
    start=$(date +%s%N)
    lines=$(/usr/bin/time -f '%U %S' -o "$log.t" bash -c "${commands[$i]}" < "$input" | wc -l)
    end=$(date +%s%N)
    echo "$r $i $(( (end - start) / 1000000 )) $(tail -1 "$log.t") $lines" >> "$log"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in "${!names[@]}"; do
  printf '%-8s %s\n' "${names[$i]}" "${commands[$i]}"
done
awk -v n="${#names[@]}" -v list="${names[*]}" '
  function median(a, k,   i, j, t) { for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
                                     return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
  { wall[$2, $1] = $3; cpu[$2, $1] = $4 + $5; lines[$2] = $6; if ($1 > rounds) rounds = $1 }
  END {
    split(list, name, " ")
    printf "%-8s %10s %10s %10s %8s %14s\n", "", "median s", "fastest s", "cpu s", "lines", "x anchor"
    for (i = 0; i < n; i++) {
      delete w; delete c; delete q; fastest = 1e18
      for (r = 1; r <= rounds; r++) {
        w[r] = wall[i, r] / 1000; c[r] = cpu[i, r]; q[r] = wall[i, r] / wall[0, r]
        if (w[r] < fastest) fastest = w[r]
      }
      printf "%-8s %10.3f %10.3f %10.3f %8d %14.2f\n", name[i + 1], median(w, rounds), fastest, median(c, rounds), lines[i], median(q, rounds)
    }
    printf "(%d rounds; x anchor: the median over rounds of wall time / %s wall time in the same round)\n", rounds, name[1]
  }' "$log"
