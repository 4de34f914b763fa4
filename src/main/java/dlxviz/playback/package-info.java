/**
 * Playback of a search, forward and backward at any step size: the teacher's instrument.
 *
 * <p>{@link dlxviz.playback.Playback} is the one entry point. Inside: a {@code Recorder} drives
 * the engine and writes one int per event into an {@code EventLog} (code in the top 4 bits, a
 * node or item number below; every other field is recovered from the torus, since a removed
 * node keeps its own links), with a {@code Checkpoint} of the torus and of the
 * {@code SearchContext} (level, stack, counters) every few thousand events. The cursor applies
 * events to a replica torus, or their inverses going back; a seek restores the checkpoint below
 * and replays. {@code Boundaries} says where steps of each {@link dlxviz.playback.StepSize} stop.
 * The recorder also grows the {@link dlxviz.playback.SearchTree} (one node per choice and per
 * solution, each with its place in the log) from the same events; a
 * {@link dlxviz.playback.TreeBuilder} grows one from a search that is not recorded.
 * No JavaFX here: the app observes this package.
 *
 * <p>Costs, measured by {@code PlaybackBenchmark} on N-queens 12: about 6 bytes per recorded
 * event, checkpoints included; a seek anywhere in 10 million events takes tens of microseconds;
 * replay runs at about 30 million events per second, so a frame of "as fast as possible"
 * ({@code Playback.advanceFor}) can pass hundreds of thousands of events.
 */
package dlxviz.playback;
