package dlxviz.playback;

import dlxviz.engine.Torus;

/** The torus after {@code position} events: where a seek starts replaying. */
record Checkpoint(long position, Torus.State torus) {
}
