package dlxviz.app.narration;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every sentence the narration says, checked against the events of its step (issue 25): each
 * step of the classroom examples (and AI Escargot's first 500 events) at step sizes link, cover
 * and choice, forward and back. A sentence must name every option tried or taken back and every
 * item covered or uncovered in its step, in order (or count them, where it counts), say how many
 * nodes left or came back (or name each at step size link), and name nothing the step did not
 * do. Link operations (R[..], D[..]) are said only at step size link. A step back says where the
 * search now stands in the very words of the forward step that led there, "Back: " in front.
 *
 * <p>The claims are read from the sentence's verbs ("cover C and F", "uncover 4 items", "try
 * option A D", "take back ...", "choose ...", "N nodes leave", "hide node 14"), so a sentence
 * that names an item only in passing ("try B C F") does not claim its cover.
 */
class NarrationTruthTest {
    private static final String[] EXAMPLES = {"matrix4x4", "knuth", "queens5", "langford3", "4x4-1", "ai-escargot"};
    private static final StepSize[] SIZES = {StepSize.LINK, StepSize.COVER, StepSize.CHOICE};
    private static final long ESCARGOT_EVENTS = 500;

    private static final Pattern COUNTED_COVER = Pattern.compile("(?<!un)\\bcover (\\d+) items\\b");
    private static final Pattern COUNTED_UNCOVER = Pattern.compile("\\buncover (\\d+) items\\b");
    private static final Pattern COVER = Pattern.compile("(?i)(?<![a-z])cover (?:item )?([^:;\u2014]+)");
    private static final Pattern UNCOVER = Pattern.compile("(?i)\\buncover (?:item )?([^:;\u2014]+)");
    /** The old words for the same claims. */
    private static final Pattern OLD_UNCOVERED = Pattern.compile("\\b[Ii]tem (\\S+) (?:is )?uncovered\\b");
    private static final Pattern CHOOSE = Pattern.compile("\\bchoose (?:item )?([^\\s,;:]+)");
    private static final Pattern NODES_LEAVE = Pattern.compile("\\b(\\d+) nodes? leaves?\\b");
    private static final Pattern NODES_BACK = Pattern.compile("\\b(\\d+) nodes? comes? back\\b");
    private static final Pattern HIDE_NODE = Pattern.compile("(?i)\\bhide node (\\d+)\\b");
    private static final Pattern RESTORE_NODE = Pattern.compile("(?i)\\brestore node (\\d+)\\b");
    private static final Pattern UNLINK_HEADER = Pattern.compile("(?i)\\bunlink header (\\S+?):");
    private static final Pattern RELINK_HEADER = Pattern.compile("(?i)\\brelink header (\\S+?):");
    private static final Pattern SOLUTION = Pattern.compile("(?i)\\bSolution (\\d+):");

    @Test
    void everySentenceSaysAllItsStepDidAndNothingElse() throws Exception {
        List<String> failures = new ArrayList<>();
        int sentences = 0;
        for (String example : EXAMPLES) {
            for (StepSize size : SIZES) {
                sentences += walk(example, size, failures);
            }
        }
        long untrue = failures.stream().map(f -> f.substring(0, f.indexOf(": \""))).distinct().count();
        System.out.println("NarrationTruthTest: " + untrue + " of " + sentences + " sentences untrue, "
                + failures.size() + " untruths");
        // the first two of each example and step size, forward and back
        Map<String, Integer> shown = new HashMap<>();
        for (String f : failures) {
            String key = f.substring(0, f.indexOf(f.contains(" back ") ? " back " : " step "));
            key += f.contains(" back ") ? " back" : "";
            if (shown.merge(key, 1, Integer::sum) <= 2) {
                System.out.println("  " + f);
            }
        }
        assertTrue(failures.isEmpty(), untrue + " of " + sentences + " sentences untrue, e.g.\n"
                + String.join("\n", failures.subList(0, Math.min(8, failures.size()))));
    }

    /** Steps forward to the end (or 500 events), then back to Ready, checking every sentence. */
    private static int walk(String example, StepSize size, List<String> failures) throws Exception {
        LoadedProblem loaded = ProblemSources.example(example);
        Playback playback = new Playback(loaded.problem(), ItemChoice.MIN_LENGTH, loaded.forced());
        playback.ready();
        Narrator narrator = new Narrator(loaded);
        long start = playback.position();
        long limit = example.equals("ai-escargot") ? start + ESCARGOT_EVENTS : Long.MAX_VALUE;
        Map<Long, String> forwardInto = new HashMap<>();
        int told = 0;
        int n = 0;
        while (playback.canStepForward() && playback.position() < limit) {
            Step step = playback.stepForward(size);
            String line = narrator.describe(playback).text();
            String where = example + " " + size + " step " + (++n) + ": \"" + line + "\": ";
            List<Integer> chosenItems = new ArrayList<>();
            for (int item : playback.chosenItems()) {
                chosenItems.add(item);
            }
            check(loaded.problem(), size, step.events(), chosenItems, line, where, failures);
            forwardInto.put(playback.position(), line);
            told++;
        }
        while (playback.position() > start) {
            playback.stepBack(size);
            String line = narrator.describe(playback).text();
            String where = example + " " + size + " back to " + playback.position() + ": \"" + line + "\": ";
            told++;
            if (playback.position() <= start) {
                // a step back from the first choice may go on into the givens: their own words
                if (!line.startsWith("Back") || playback.position() == start && !line.contains("Ready")) {
                    failures.add(where + "back at Ready is not said");
                }
                continue;
            }
            String forward = forwardInto.get(playback.position());
            if (forward == null) {
                failures.add(where + "a step back to a place no step forward reached");
            } else if (!line.startsWith("Back: ") || !line.substring(6).equalsIgnoreCase(forward)
                    && !(Character.toLowerCase(forward.charAt(0)) + forward.substring(1)).equals(line.substring(6))) {
                failures.add(where + "not \"Back: " + forward + "\"");
            }
        }
        return told;
    }

    /** Compares the sentence's claims with the step's events; adds one failure per untruth. */
    static void check(ExactCoverProblem problem, StepSize size, List<SearchEvent> events, List<Integer> chosenItems,
                      String line, String where, List<String> failures) {
        List<String> covered = new ArrayList<>();
        List<String> uncovered = new ArrayList<>();
        List<String> chosen = new ArrayList<>();
        List<Integer> hidden = new ArrayList<>();
        List<Integer> restored = new ArrayList<>();
        List<String> unlinked = new ArrayList<>();
        List<String> relinked = new ArrayList<>();
        List<Integer> tried = new ArrayList<>();
        List<Integer> retracted = new ArrayList<>();
        boolean deadEnd = false;
        List<Long> solutions = new ArrayList<>();
        for (SearchEvent e : events) {
            if (e instanceof ItemCovered c) {
                covered.add(problem.itemName(c.item()));
            } else if (e instanceof ItemUncovered u) {
                uncovered.add(problem.itemName(u.item()));
            } else if (e instanceof ItemChosen c) {
                chosen.add(problem.itemName(c.item()));
            } else if (e instanceof NodeHidden h) {
                hidden.add(h.node());
            } else if (e instanceof NodeRestored r) {
                restored.add(r.node());
            } else if (e instanceof HeaderUnlinked h) {
                unlinked.add(problem.itemName(h.item()));
            } else if (e instanceof HeaderRelinked h) {
                relinked.add(problem.itemName(h.item()));
            } else if (e instanceof OptionTried t) {
                tried.add(t.option());
            } else if (e instanceof OptionRetracted r) {
                retracted.add(r.option());
            } else if (e instanceof DeadEnd) {
                deadEnd = true;
            } else if (e instanceof SolutionFound s) {
                solutions.add(s.number());
            }
        }
        String uncoverless = line.replaceAll("(?i)\\buncover", "UNCOVER");
        compareItems("covered", covered, claims(problem, COVER, COUNTED_COVER, uncoverless, tried, chosenItems, true), where, failures);
        List<String> uncoverClaims = claims(problem, UNCOVER, COUNTED_UNCOVER, line, retracted, chosenItems, false);
        Matcher old = OLD_UNCOVERED.matcher(line);
        while (old.find()) {
            uncoverClaims.add(old.group(1));
        }
        if (line.contains("(its items uncovered)")) {
            for (int option : retracted) {
                for (int item : problem.option(option)) {
                    uncoverClaims.add(problem.itemName(item));
                }
            }
        }
        compareItems("uncovered", uncovered, uncoverClaims, where, failures);
        compareOptions(problem, "tried", tried, optionClaims(problem, "(?i)\\btry (?:option )?", line), where, failures);
        compareOptions(problem, "taken back", retracted,
                optionClaims(problem, "(?i)\\btake back (?:option |the given )?", line), where, failures);
        for (String name : found(CHOOSE, line)) {
            if (!chosen.contains(name)) {
                failures.add(where + "says 'choose " + name + "' but the step chose " + chosen);
            }
        }
        if (size == StepSize.LINK) {
            compareNumbers("hidden", hidden, found(HIDE_NODE, line), where, failures);
            compareNumbers("restored", restored, found(RESTORE_NODE, line), where, failures);
            compareNames("unlinked", unlinked, found(UNLINK_HEADER, line), where, failures);
            compareNames("relinked", relinked, found(RELINK_HEADER, line), where, failures);
        } else {
            if (line.matches(".*\\b[LRUD]\\[.*")) {
                failures.add(where + "link operations above step size link");
            }
            compareCount("nodes hidden", hidden.size(), sum(NODES_LEAVE, line) + found(HIDE_NODE, line).size(), where, failures);
            compareCount("nodes restored", restored.size(), sum(NODES_BACK, line) + found(RESTORE_NODE, line).size(),
                    where, failures);
        }
        if (deadEnd != line.toLowerCase().contains("dead end")) {
            failures.add(where + (deadEnd ? "the dead end is not said" : "says a dead end the step did not reach"));
        }
        List<Long> said = new ArrayList<>();
        for (String s : found(SOLUTION, line)) {
            said.add(Long.parseLong(s));
        }
        if (!said.equals(solutions)) {
            failures.add(where + "solutions said " + said + ", found " + solutions);
        }
    }

    /**
     * The items a sentence says are covered (or uncovered): the names after the verb, "N items",
     * or the old "cover its other items" (every item of the option tried but the first).
     */
    private static List<String> claims(ExactCoverProblem problem, Pattern named, Pattern counted, String line,
                                       List<Integer> options, List<Integer> chosenItems, boolean cover) {
        List<String> names = new ArrayList<>();
        Matcher count = counted.matcher(line);
        while (count.find()) {
            for (int i = Integer.parseInt(count.group(1)); i > 0; i--) {
                names.add("#counted");
            }
        }
        String rest = counted.matcher(line).replaceAll("");
        if (cover && rest.contains("cover its other items")) {
            for (int option : options) {
                for (int item : problem.option(option)) {
                    if (!chosenItems.contains(item)) {
                        names.add(problem.itemName(item));
                    }
                }
            }
            rest = rest.replace("cover its other items", "");
        }
        Matcher m = named.matcher(rest);
        while (m.find()) {
            String list = m.group(1).replaceAll("\\([^)]*\\)", " ");
            for (String token : list.split(",|\\band\\b")) {
                String name = token.strip();
                if (!name.isEmpty()) {
                    // the first word only: "c4, it has ..." ends the list at the first word that is no item
                    String first = name.split("\\s+")[0];
                    if (problem.itemNumber(first) < 0) {
                        break;
                    }
                    names.add(first);
                }
            }
        }
        return names;
    }

    private static void compareItems(String what, List<String> done, List<String> said, String where,
                                     List<String> failures) {
        boolean counted = said.contains("#counted");
        if (counted ? said.size() != done.size() : !said.equals(done)) {
            failures.add(where + "items " + what + " " + done + ", said " + said);
        }
    }

    /** The options named after {@code verb}, matched against the problem's labels, longest first. */
    private static List<Integer> optionClaims(ExactCoverProblem problem, String verb, String line) {
        List<Integer> options = new ArrayList<>();
        Matcher m = Pattern.compile(verb).matcher(line);
        while (m.find()) {
            String after = line.substring(m.end());
            int best = 0;
            int bestLength = 0;
            for (int o = 1; o <= problem.optionCount(); o++) {
                String label = problem.optionLabel(o);
                if (after.startsWith(label) && label.length() > bestLength
                        && (after.length() == label.length() || !Character.isLetterOrDigit(after.charAt(label.length())))) {
                    best = o;
                    bestLength = label.length();
                }
            }
            options.add(best);
        }
        return options;
    }

    private static void compareOptions(ExactCoverProblem problem, String what, List<Integer> done, List<Integer> said,
                                       String where, List<String> failures) {
        if (!said.equals(done)) {
            failures.add(where + "options " + what + " " + labels(problem, done) + ", said " + labels(problem, said));
        }
    }

    private static List<String> labels(ExactCoverProblem problem, List<Integer> options) {
        List<String> labels = new ArrayList<>();
        for (int o : options) {
            labels.add(o == 0 ? "(no option)" : problem.optionLabel(o));
        }
        return labels;
    }

    private static void compareNumbers(String what, List<Integer> done, List<String> said, String where,
                                       List<String> failures) {
        List<Integer> numbers = new ArrayList<>();
        said.forEach(s -> numbers.add(Integer.parseInt(s)));
        if (!numbers.equals(done)) {
            failures.add(where + "nodes " + what + " " + done + ", said " + numbers);
        }
    }

    private static void compareNames(String what, List<String> done, List<String> said, String where,
                                     List<String> failures) {
        if (!said.equals(done)) {
            failures.add(where + "headers " + what + " " + done + ", said " + said);
        }
    }

    private static void compareCount(String what, int done, int said, String where, List<String> failures) {
        if (done != said) {
            failures.add(where + what + " " + done + ", said " + said);
        }
    }

    private static List<String> found(Pattern pattern, String line) {
        List<String> found = new ArrayList<>();
        Matcher m = pattern.matcher(line);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    private static int sum(Pattern pattern, String line) {
        int total = 0;
        for (String s : found(pattern, line)) {
            total += Integer.parseInt(s);
        }
        return total;
    }
}
