#!/usr/bin/env bash
# Makes the list of classes dlxviz.app.startup.ClassPreloader loads in the background at start-up
# (issue 15): those the window loads up to the frame of the whole window (its first frame shows
# the links view and the narration, the frames after it the other parts) that a bare JavaFX
# window (dlxviz.bench.BareWindow) does not, in the window's order, leaving out the JDK's
# class-data archive (already fast), lambdas and other hidden classes (made, not loaded); made
# with the preloading off, so the list is what the window asks for. Up to the whole window, not
# only its first frame: in 9 rounds taking turns the first frame came at 1.42x the bare window
# with that list, 1.46x with the first frame's, 1.43x with none; the whole window at 2.10x,
# 2.22x, 2.26x. Needs a display (e.g. Xvfb :77 and DISPLAY=:77) and the jar
# and the test classes, where the bare window lives (mvn -o -q test-compile package -DskipTests);
# rebuild after it.
#
#   src/scripts/startup-classes.sh [whole|exit]   (exit: up to the first frame)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
jar=$root/target/dlx-visualizer.jar
out=$root/src/main/resources/dlxviz/app/startup-classes.txt
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
names() { # the classes one start loads, from a file or the JDK's modules, in order
  java -Xlog:class+load=info -Ddlxviz.preload=off -Ddlxviz.startup="${2:-exit}" -cp "$jar:$root/target/test-classes" "$1" 2>/dev/null \
    | awk '/\[class,load\]/ && /source: (file:|jar:|jrt:)/ && $2 !~ /\$\$|Lambda|\/0x/ { print $2 }'
}
names dlxviz.bench.BareWindow > "$tmp/bare"
names dlxviz.Launcher "${1:-whole}" > "$tmp/app"
grep -vxFf "$tmp/bare" "$tmp/app" | grep -vx 'dlxviz\.Launcher\|dlxviz\.cli\..*\|dlxviz\.app\.DlxApp\|dlxviz\.app\.fx\.ClassPreloader' > "$out"
echo "$(wc -l < "$out") classes in ${out#$root/}"
