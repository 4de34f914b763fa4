#!/usr/bin/env bash
# Issue 15's window target: the app's time to its first frame against a bare one-label window
# (dlxviz.bench.BareWindow, in the test classes) started the same way and taking turns. Each
# process prints its phases when asked (-Ddlxviz.startup=exit) and exits after its first frame
# (once the render thread has presented it), so the whole process is the start-up. The app's
# first frame shows Knuth's example in the links view and the narration, with stand-ins for the
# other parts; "whole" is the same start timed to the frame of the whole window (menus, side
# panel, controls), which comes after (-Ddlxviz.startup=whole); "floor" is that start with those
# parts made but left out, their stand-ins kept (-Ddlxviz.startup=floor): what the whole window
# would take if the parts cost nothing, under any make of them. The app reads preferences of its
# own (dlxviz/app-startup-measurement, emptied at each start), not the user's, so it opens
# Knuth's example whatever was opened last. Needs a display (e.g. Xvfb :77 and DISPLAY=:77).
#
#   src/scripts/window-startup.sh [ROUNDS] [JVM options, the same for all four]
#   src/scripts/window-startup.sh --image [ROUNDS]
#
# --image times the packaged app (mvn -Pdist package: target/dist/image) the way its launcher
# starts it: the image's own runtime (with its class-data archive), its launcher's JVM options
# and class path (lib/app/dlx-visualizer.cfg); the bare window gets the same, plus the test classes.
#
# Without options, all four get the window's launch options: the -XX options that
# `mvn javafx:run` gives the app (pom.xml, the property launch.jit). Options given
# replace them; -XX:+UseG1GC (the default already) times a plain `java` start.
#
# The phases of one start: java -Ddlxviz.startup=whole -cp target/dlx-visualizer.jar dlxviz.Launcher
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
if [ "${1:-}" = "--image" ]; then
  shift
  rounds=${1:-5}
  image=$root/target/dist/image/dlx-visualizer
  cfg=$image/lib/app/dlx-visualizer.cfg
  [ -f "$cfg" ] || { echo "no $cfg: mvn -Pdist package first" >&2; exit 2; }
  options=$(sed -n 's/^java-options=//p' "$cfg" | tr '\n' ' ')
  echo "the image's runtime and launcher options: $options"
  java="$image/lib/runtime/bin/java $options"
  # the app as its launcher starts it; the bare window from the test classes, reaching the app's
  # module for StartupClock
  bare="$java --add-modules dlxviz --add-exports=dlxviz/dlxviz.app.startup=ALL-UNNAMED -cp $root/target/test-classes"
  app="$java"; main="-m dlxviz/dlxviz.Launcher"
else
  rounds=${1:-5}; shift || true
  options="$*"
  if [ -z "$options" ]; then
    options=$(sed -n 's|.*<launch.jit>\(.*\)</launch.jit>.*|\1|p' "$root/pom.xml")
  fi
  echo "JVM options, for all four: ${options:-none}"
  bare="java $options -cp $root/target/dlx-visualizer.jar:$root/target/test-classes"
  app="java $options -cp $root/target/dlx-visualizer.jar"; main=dlxviz.Launcher
fi
exec "$here/take-turns.sh" "$rounds" /dev/null \
    bare "$bare -Ddlxviz.startup=exit dlxviz.bench.BareWindow 2>/dev/null" \
    app "$app -Ddlxviz.startup=exit $main 2>/dev/null" \
    whole "$app -Ddlxviz.startup=whole $main 2>/dev/null" \
    floor "$app -Ddlxviz.startup=floor $main 2>/dev/null"
