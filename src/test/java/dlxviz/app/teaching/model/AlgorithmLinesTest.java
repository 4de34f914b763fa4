package dlxviz.app.teaching.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.events.EventKind;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemUncovered;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.playback.Playback;
import dlxviz.problems.SmallExamples;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The lit line for every event of Knuth's example, against what the event sequence alone says
 * (a second reading, written from TAOCP's step structure, not from the playback's state): the
 * chosen item's cover is X4 and the covers after an option is tried X5; uncovering that option's
 * items is X6 and the uncover of the chosen item itself the backtrack of X7.
 */
class AlgorithmLinesTest {

    @Test
    void everyEventOfKnuthsExampleLightsItsStep() {
        Playback playback = new Playback(SmallExamples.knuth());
        playback.record(Long.MAX_VALUE);
        List<SearchEvent> events = new ArrayList<>();
        List<AlgorithmLines.Lit> lits = new ArrayList<>();
        while (playback.canStepForward()) {
            playback.advance(1);
            events.add(playback.lastEvent());
            lits.add(AlgorithmLines.at(playback));
        }
        List<String> expected = expectedSteps(events);
        Set<EventKind> seen = EnumSet.noneOf(EventKind.class);
        for (int k = 0; k < events.size(); k++) {
            assertEquals(expected.get(k), lits.get(k).step(), "event " + (k + 1) + ": " + events.get(k));
            seen.add(events.get(k).kind());
        }
        Set<EventKind> ofX = EnumSet.allOf(EventKind.class);
        ofX.removeIf(EventKind::isColour);
        assertEquals(ofX, seen, "Knuth's example has every kind of event of Algorithm X");
        assertEquals("X8", lits.get(lits.size() - 1).step(), "the search ends in X8");
    }

    /** With colours: Algorithm C's steps, C1..C8 as X1..X8, a purify in C5 and an unpurify in C6. */
    @Test
    void everyEventOfAColourSearchLightsItsStepOfAlgorithmC() {
        Playback playback = new Playback(dlxviz.problems.ColourExamples.wordRectangle());
        playback.record(Long.MAX_VALUE);
        List<SearchEvent> events = new ArrayList<>();
        List<AlgorithmLines.Lit> lits = new ArrayList<>();
        Set<String> routines = new java.util.HashSet<>();
        while (playback.canStepForward()) {
            playback.advance(1);
            events.add(playback.lastEvent());
            AlgorithmLines.Lit lit = AlgorithmLines.at(playback);
            lits.add(lit);
            routines.addAll(lit.routineLines());
        }
        List<String> expected = expectedSteps(events);
        Set<EventKind> seen = EnumSet.noneOf(EventKind.class);
        for (int k = 0; k < events.size(); k++) {
            assertEquals("C" + expected.get(k).substring(1), lits.get(k).step(), "event " + (k + 1) + ": " + events.get(k));
            seen.add(events.get(k).kind());
        }
        assertEquals(EnumSet.allOf(EventKind.class), seen, "the word rectangle has every kind of event");
        for (AlgorithmText.Line line : AlgorithmText.ROUTINES_C) {
            assertTrue(routines.contains(line.id()), line.id() + " is never lit");
        }
    }

    /** The same lines when the cursor gets there by a seek, back or forward, as by stepping. */
    @Test
    void seekingLightsWhatSteppingLit() {
        Playback stepped = new Playback(SmallExamples.knuth());
        stepped.record(Long.MAX_VALUE);
        List<AlgorithmLines.Lit> forward = new ArrayList<>();
        List<List<AlgorithmVariables.Variable>> variables = new ArrayList<>();
        forward.add(AlgorithmLines.at(stepped));
        variables.add(AlgorithmVariables.at(stepped));
        while (stepped.canStepForward()) {
            stepped.advance(1);
            forward.add(AlgorithmLines.at(stepped));
            variables.add(AlgorithmVariables.at(stepped));
        }
        Random random = new Random(7);
        for (int k = 0; k < 200; k++) {
            int position = random.nextInt(forward.size());
            stepped.seek(position);
            assertEquals(forward.get(position), AlgorithmLines.at(stepped), "at " + position);
            assertEquals(variables.get(position), AlgorithmVariables.at(stepped), "at " + position);
        }
    }

    @Test
    void linkEventsLightTheirRoutineLines() {
        Playback playback = new Playback(SmallExamples.knuth());
        playback.record(Long.MAX_VALUE);
        Set<String> routines = new java.util.HashSet<>();
        while (playback.canStepForward()) {
            playback.advance(1);
            AlgorithmLines.Lit lit = AlgorithmLines.at(playback);
            EventKind kind = playback.lastEvent().kind();
            String expected;
            switch (kind) {
                case HEADER_UNLINKED: expected = "cover.unlink"; break;
                case NODE_HIDDEN: expected = "hide.q"; break;
                case NODE_RESTORED: expected = "unhide.q"; break;
                case HEADER_RELINKED: expected = "uncover.relink"; break;
                case ITEM_COVERED: expected = "cover"; break;
                case ITEM_UNCOVERED: expected = "uncover.relink"; break;
                default: expected = null;
            }
            assertEquals(expected, lit.routine(), "at " + playback.position() + ": " + playback.lastEvent());
            routines.addAll(lit.routineLines());
        }
        // every line of the routines listing is lit at some event
        for (AlgorithmText.Line line : AlgorithmText.ROUTINES) {
            assertTrue(routines.contains(line.id()), line.id() + " is never lit");
        }
    }

    @Test
    void theVariablesNameTheChoiceAsDlx1Does() {
        Playback playback = new Playback(SmallExamples.knuth());
        playback.record(Long.MAX_VALUE);
        String option = null;
        while (playback.canStepForward() && option == null) {
            playback.advance(1);
            if (playback.lastEvent() instanceof OptionTried) {
                option = value(AlgorithmVariables.at(playback), "x[l]");
            }
        }
        // DLX1 on Knuth's example: level 0 chooses a, of length 2, and tries "a d g" first
        assertEquals("A", value(AlgorithmVariables.at(playback), "i"));
        assertEquals("A D G (1 of 2)", option);
        while (playback.canStepForward() && !(playback.lastEvent() instanceof dlxviz.events.NodeHidden)) {
            playback.advance(1);
        }
        List<AlgorithmVariables.Variable> vars = AlgorithmVariables.at(playback);
        String p = value(vars, "p");
        String q = value(vars, "q");
        int qNode = ((dlxviz.events.NodeHidden) playback.lastEvent()).node();
        int pNode = Integer.parseInt(p.replaceAll("(\\d+), of .*", "$1"));
        assertEquals(playback.torus().optionOf(pNode), playback.torus().optionOf(qNode), "p and q are of one option");
        assertEquals(playback.coveringItem(), playback.torus().top(pNode), "p is in the column being covered");
        assertTrue(q.startsWith(qNode + ", in "), q);
    }

    @Test
    void theGivensAreInitialisationAndReadyIsNothingYet() throws Exception {
        var loaded = dlxviz.app.session.ProblemSources.example("ai-escargot");
        Playback playback = new Playback(loaded.problem(), dlxviz.engine.ItemChoice.MIN_LENGTH, loaded.forced());
        playback.record(playback.setUpLength() + 50);
        playback.seek(playback.setUpLength() / 2);
        assertEquals("X1", AlgorithmLines.at(playback).step());
        assertEquals("\u2014 (placing the givens)", value(AlgorithmVariables.at(playback), "l"));
        playback.seek(playback.setUpLength() + 1);
        assertEquals("X3", AlgorithmLines.at(playback).step(), "the first event of the search proper chooses an item");
        assertNull(AlgorithmLines.at(new Playback(SmallExamples.knuth())).routine());
    }

    private static String value(List<AlgorithmVariables.Variable> variables, String name) {
        return variables.stream().filter(v -> v.name().equals(name)).map(AlgorithmVariables.Variable::value)
                .findFirst().orElse(null);
    }

    /** The step of each event, from the sequence alone. */
    static List<String> expectedSteps(List<SearchEvent> events) {
        List<String> steps = new ArrayList<>();
        int[] chosenAt = new int[64];
        boolean choosing = false; // between an ItemChosen and the first option tried (or the dead end)
        int pendingUncover = 0;   // uncover events since the last marker, assigned when ItemUncovered ends them
        for (SearchEvent event : events) {
            switch (event.kind()) {
                case ITEM_CHOSEN:
                    ItemChosen chosen = (ItemChosen) event;
                    chosenAt[chosen.level()] = chosen.item();
                    choosing = true;
                    steps.add("X3");
                    break;
                case ITEM_COVERED:
                case HEADER_UNLINKED:
                case NODE_HIDDEN:
                    steps.add(choosing ? "X4" : "X5");
                    break;
                case OPTION_TRIED:
                    choosing = false;
                    steps.add("X5");
                    break;
                case DEAD_END:
                    choosing = false;
                    steps.add("X5");
                    break;
                case NODE_RESTORED:
                case HEADER_RELINKED:
                case NODE_UNCLEANSED:
                    steps.add("?");
                    pendingUncover++;
                    break;
                case ITEM_PURIFIED:
                case NODE_CLEANSED:
                    steps.add("X5"); // a purify is a commit of C5
                    break;
                case ITEM_UNPURIFIED:
                    for (int k = steps.size() - pendingUncover; k < steps.size(); k++) {
                        steps.set(k, "X6"); // an unpurify is an uncommit of C6
                    }
                    pendingUncover = 0;
                    steps.add("X6");
                    break;
                case ITEM_UNCOVERED:
                    ItemUncovered uncovered = (ItemUncovered) event;
                    String step = chosenAt[uncovered.level()] == uncovered.item() ? "X7" : "X6";
                    for (int k = steps.size() - pendingUncover; k < steps.size(); k++) {
                        steps.set(k, step);
                    }
                    pendingUncover = 0;
                    steps.add(step);
                    break;
                case OPTION_RETRACTED:
                    steps.add("X6");
                    break;
                case SOLUTION_FOUND:
                    steps.add("X2");
                    break;
                default:
                    steps.add("X8");
            }
        }
        return steps;
    }

    @Test
    void stepX3IsWrittenForTheRuleInUse() {
        AlgorithmModel model = new AlgorithmModel();
        model.show(new Playback(SmallExamples.knuth(), dlxviz.engine.ItemChoice.FIRST_ACTIVE));
        assertEquals(dlxviz.engine.ItemChoice.FIRST_ACTIVE, model.ruleProperty().get());
        assertTrue(AlgorithmText.x3(model.ruleProperty().get()).contains("the first active item"));
        model.show(new Playback(SmallExamples.knuth()));
        assertTrue(AlgorithmText.x3(model.ruleProperty().get()).contains("fewest options"));
    }
}
