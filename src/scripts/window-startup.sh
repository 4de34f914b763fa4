#!/usr/bin/env bash
# Issue 15's window target: the app's time to its first frame against a bare one-label window
# (dlxviz.app.fx.BareWindow) from the same jar, started the same way and taking turns. Each
# process prints its phases when asked (-Ddlxviz.startup=exit) and exits after its first frame
# (once the render thread has presented it), so the whole process is the start-up. The app's
# first frame shows Knuth's example in the links view and the narration, with stand-ins for the
# other parts; "whole" is the same start timed to the frame of the whole window (menus, side
# panel, controls), which comes after (-Ddlxviz.startup=whole). The app reads preferences of its
# own (dlxviz/app-startup-measurement, emptied at each start), not the user's, so it opens
# Knuth's example whatever was opened last. Needs a display (e.g. Xvfb :77 and DISPLAY=:77).
#
#   src/scripts/window-startup.sh [ROUNDS] [JVM options, the same for all three]
#
# Without options, all three get the window's launch options: the -XX options that
# `mvn javafx:run` gives the app (pom.xml, the javafx-maven-plugin's <options>). Options given
# replace them; -XX:+UseG1GC (the default already) times a plain `java` start.
#
# The phases of one start: java -Ddlxviz.startup=whole -cp target/dlx-visualizer.jar dlxviz.Launcher
set -eu
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-5}; shift || true
options="$*"
if [ -z "$options" ]; then
  options=$(sed -n '/javafx-maven-plugin/,/<\/plugin>/p' "$here/../../pom.xml" \
    | grep -o '<option>-XX:[^<]*</option>' | sed 's/<[^>]*>//g' | tr '\n' ' ')
fi
echo "JVM options, for all three: ${options:-none}"
start="java $options -cp $here/../../target/dlx-visualizer.jar"
exec "$here/take-turns.sh" "$rounds" /dev/null bare "$start -Ddlxviz.startup=exit dlxviz.app.fx.BareWindow 2>/dev/null" \
    app "$start -Ddlxviz.startup=exit dlxviz.Launcher 2>/dev/null" \
    whole "$start -Ddlxviz.startup=whole dlxviz.Launcher 2>/dev/null"
