package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.lesson.LessonArgument;
import dlxviz.app.lesson.LessonFiles;
import dlxviz.app.lesson.LessonPlayer;
import dlxviz.app.lesson.Moments;
import dlxviz.app.lesson.PreparedLesson;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.CursorModel;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.engine.TorusView;
import dlxviz.lesson.Lesson;
import dlxviz.lesson.LessonWriter;
import dlxviz.lesson.Look;
import dlxviz.lesson.ShippedLessons;
import dlxviz.lesson.Stop;
import dlxviz.playback.Playback;
import dlxviz.playback.ReadOnlyPlayback;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.event.Event;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Lessons in the window (issue 29): each shipped lesson opens; every stop shows what stepping
 * there shows (position, torus, counters, tab, layout); a clicker's Page Down goes through the
 * whole lesson, every stop in order, and Page Up back; free stepping leaves the lesson and a key
 * returns; a moment saved or copied as arguments opens where it was.
 */
class LessonWindowTest {

    private static DlxApp.Window window(String... args) {
        return Fx.whole(Fx.call(() -> DlxApp.openInStages(new Stage(), StartupArguments.parse(List.of(args)),
                new AppPreferences(new InMemoryPreferences()), 1280, 720)));
    }

    private static LessonPlayer player(DlxApp.Window window) {
        return window.controller().lessons();
    }

    /** Everything a stop must show, read off the window. */
    private record Shown(String problem, long position, List<Long> counters, List<Integer> torus, String tab, Look look,
                         String step) {
    }

    private static Shown shown(DlxApp.Window window) {
        MainViewModel model = window.model();
        CursorModel cursor = model.cursor();
        LessonWiring wiring = window.controller().lessonWiring();
        return new Shown(model.session().problem().title(), cursor.positionProperty().get(),
                List.of((long) cursor.levelProperty().get(), cursor.nodesProperty().get(), cursor.updatesProperty().get(),
                        cursor.solutionsProperty().get()),
                torus(cursor.playback()), wiring.tab(), wiring.look(), wiring.stepSize().label());
    }

    /** Every link of the torus and every item's length and state. */
    private static List<Integer> torus(ReadOnlyPlayback playback) {
        TorusView torus = playback.torus();
        List<Integer> links = new ArrayList<>();
        for (int item = 0; item <= torus.itemCount(); item++) {
            links.addAll(List.of(torus.left(item), torus.right(item), torus.isItemActive(item) ? 1 : 0));
        }
        for (int node = 0; node < torus.size(); node++) {
            links.addAll(List.of(torus.up(node), torus.down(node), torus.isNodeVisible(node) ? 1 : 0));
        }
        return links;
    }

    /** The same moment reached by a playback of its own, one event at a time from Ready. */
    private static List<Object> byEvents(PreparedLesson.ReadyStop stop, long event) {
        Playback playback = new Playback(stop.problem().problem(), stop.stop().rule(), 1, stop.problem().forced());
        if (event < playback.setUpLength()) {
            playback.seek(event);
        } else {
            playback.ready();
            while (playback.position() < event) {
                playback.advance(1);
            }
        }
        return List.of(torus(playback), List.of((long) playback.level(), playback.nodes(), playback.updates(),
                playback.solutions()));
    }

    private static void press(DlxApp.Window window, KeyCode key) {
        Fx.run(() -> Event.fireEvent(window.scene().getRoot(),
                new KeyEvent(KeyEvent.KEY_PRESSED, "", "", key, false, false, false, false)));
    }

    @Test
    void everyStopOfEveryShippedLessonShowsWhatSteppingThereShows() throws Exception {
        DlxApp.Window window = window("--example", "queens4");
        for (String name : ShippedLessons.NAMES) {
            PreparedLesson lesson = LessonFiles.prepare(name);
            Fx.run(() -> player(window).open(lesson));
            // the clicker's way: Page Down from the first stop, noting each stop as it is reached
            List<Shown> byClicker = new ArrayList<>();
            List<Integer> order = new ArrayList<>();
            int presses = 0;
            while (true) {
                int at = Fx.call(() -> player(window).indexProperty().get());
                if (order.isEmpty() || order.get(order.size() - 1) != at) {
                    order.add(at);
                    byClicker.add(Fx.call(() -> shown(window)));
                }
                boolean last = at == lesson.size() - 1
                        && Fx.call(() -> window.model().cursor().positionProperty().get()) == lesson.stop(at).until();
                if (last) {
                    break;
                }
                press(window, KeyCode.PAGE_DOWN);
                assertTrue(++presses < 400, name + ": the clicker gets through the lesson");
            }
            List<Integer> every = new ArrayList<>();
            for (int i = 0; i < lesson.size(); i++) {
                every.add(i);
            }
            assertEquals(every, order, name + ": Page Down reaches every stop, in order");
            for (int i = 0; i < lesson.size(); i++) {
                int stopIndex = i;
                PreparedLesson.ReadyStop stop = lesson.stop(i);
                Shown jumped = Fx.call(() -> {
                    player(window).goTo(stopIndex);
                    return shown(window);
                });
                String where = name + " stop " + (i + 1);
                assertEquals(byClicker.get(i), jumped, where + ": jumping there shows what the clicker showed");
                assertEquals(stop.at(), jumped.position(), where);
                assertEquals(byEvents(stop, stop.at()), List.of(jumped.torus(), jumped.counters()),
                        where + ": the torus and counters of the search stepped there event by event");
                Stop spec = stop.stop();
                assertEquals(spec.tab(), jumped.tab(), where + ": tab");
                assertEquals(spec.step().label(), jumped.step(), where + ": step size");
                assertEquals(spec.look().presentation(), jumped.look().presentation(), where + ": layout");
                assertEquals(spec.look().legend(), jumped.look().legend(), where + ": legend");
                assertTrue(Fx.call(() -> player(window).onStopProperty().get()), where);
            }
            // and back: Page Up from the last stop's end to the first stop's beginning
            Fx.run(() -> player(window).goTo(lesson.size() - 1));
            presses = 0;
            while (Fx.call(() -> player(window).indexProperty().get() > 0
                    || window.model().cursor().positionProperty().get() > lesson.stop(0).at())) {
                press(window, KeyCode.PAGE_UP);
                assertTrue(++presses < 400, name + ": Page Up gets back to the start");
            }
        }
    }

    @Test
    void freeSteppingLeavesTheLessonAndBackspaceReturns() throws Exception {
        DlxApp.Window window = window("--example", "knuth");
        PreparedLesson lesson = LessonFiles.prepare("knuth-links");
        Fx.run(() -> player(window).open(lesson));
        Fx.run(() -> player(window).goTo(3)); // event 11, a one-picture stop
        press(window, KeyCode.RIGHT); // a plain step of the window
        assertFalse(Fx.call(() -> player(window).onStopProperty().get()), "stepped off the stop");
        assertTrue(Fx.call(() -> window.model().cursor().positionProperty().get()) > 11);
        press(window, KeyCode.BACK_SPACE);
        assertTrue(Fx.call(() -> player(window).onStopProperty().get()));
        assertEquals(11, Fx.call(() -> window.model().cursor().positionProperty().get()));
        press(window, KeyCode.LEFT);
        press(window, KeyCode.PAGE_DOWN); // off the stop, the clicker first comes back
        assertEquals(11, Fx.call(() -> window.model().cursor().positionProperty().get()));
        assertEquals(3, Fx.call(() -> player(window).indexProperty().get()));
    }

    @Test
    void aMomentSavedOpensWhereItWasAndItsArgumentsToo(@TempDir Path folder) throws Exception {
        DlxApp.Window window = window("--example", "knuth", "--step-size", "link", "--tab", "matrix", "--legend");
        Fx.run(() -> window.model().cursor().goTo(23, 1000));
        PreparedLesson.ReadyStop moment = Fx.call(() -> Moments.capture(window.controller().lessonWiring(), null, "here"));
        assertEquals("knuth", moment.stop().problem().text(), "an example is named, not written out");
        Path file = folder.resolve("moment" + ShippedLessons.EXTENSION);
        Files.writeString(file, LessonWriter.write(Lesson.moment("a moment", moment.stop())));
        Shown before = Fx.call(() -> shown(window));

        LessonArgument argument = LessonArgument.split(List.of(file.toString()));
        assertEquals(file.toString(), argument.lesson(), "a lesson file given as the file to open is a lesson");
        DlxApp.Window other = window("queens5");
        PreparedLesson opened = LessonFiles.prepare(argument.lesson());
        Fx.run(() -> player(other).open(opened));
        assertEquals(before, Fx.call(() -> shown(other)), "the moment file opens where it was saved");

        List<String> args = Moments.arguments(moment);
        assertTrue(args.containsAll(List.of("--example", "knuth")), "the moment's arguments name its example: " + args);
        DlxApp.Window third = window(args.toArray(new String[0]));
        Shown fromArguments = Fx.call(() -> shown(third));
        assertEquals(Arrays.asList(before.problem(), before.position(), before.torus(), before.tab(), before.step()),
                Arrays.asList(fromArguments.problem(), fromArguments.position(), fromArguments.torus(), fromArguments.tab(),
                        fromArguments.step()), "the copied start-up arguments open the same moment: " + args);
    }

    @Test
    void aLessonMadeInTheAppIsSavedAndReadsBackAsMade(@TempDir Path folder) throws Exception {
        DlxApp.Window window = window("--example", "knuth", "--step-size", "cover");
        LessonWiring wiring = Fx.call(() -> window.controller().lessonWiring());
        for (long event : new long[] {0, 14, 30}) { // Ready, the first cover done, the dead end
            Fx.run(() -> {
                window.model().cursor().goTo(event, 1000);
                player(window).add(Moments.capture(wiring, player(window).lessonProperty().get(), "at " + event), "Mine");
            });
        }
        Fx.run(() -> { // the dialog's Up on the last stop, then Delete on the first
            List<PreparedLesson.ReadyStop> stops = new ArrayList<>(player(window).lessonProperty().get().stops());
            stops.add(1, stops.remove(2));
            stops.remove(0);
            player(window).edit(stops, "Mine", 0);
        });
        Lesson made = Fx.call(() -> player(window).lessonProperty().get().lesson());
        assertEquals(List.of("at 30", "at 14"), made.stops().stream().map(Stop::caption).toList());
        Path file = folder.resolve("mine" + ShippedLessons.EXTENSION);
        java.util.concurrent.CompletableFuture<String> saved = new java.util.concurrent.CompletableFuture<>();
        LessonFiles.save(made, file, saved::complete, saved::complete);
        assertEquals("Saved mine.lesson.yaml (2 stops).", saved.get(10, java.util.concurrent.TimeUnit.SECONDS));
        PreparedLesson back = LessonFiles.prepare(file.toString());
        assertEquals(made, back.lesson(), "saved and read back");
        assertEquals(List.of(30L, 14L), back.stops().stream().map(PreparedLesson.ReadyStop::at).toList());
    }

    @Test
    void aMalformedLessonIsReportedAndTheWindowKeepsWhatItHad(@TempDir Path folder) throws Exception {
        DlxApp.Window window = window("--example", "knuth");
        Fx.run(() -> window.model().cursor().goTo(9, 1000));
        Path file = folder.resolve("bad" + ShippedLessons.EXTENSION);
        Files.writeString(file, "title: T\nstops:\n  - example: knuth\n    at: first deadend\n");
        Fx.call(() -> LessonFiles.open(file.toString(), lesson -> { }, message -> window.model().messages().showError(message)))
                .get();
        // the reader's answer comes back to the FX thread after the read: wait for it, not a guessed time
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !Fx.call(() -> window.model().messages().text()).isEmpty());
        String message = Fx.call(() -> window.model().messages().text());
        assertEquals("Lesson bad.lesson.yaml, line 4, column 9: 'first deadend' is not a position; write one of "
                + dlxviz.lesson.Position.FORMS, message);
        assertEquals(9, Fx.call(() -> window.model().cursor().positionProperty().get()), "the window stays where it was");
    }

    @Test
    void aStopsQuestionOpensPredictWithItsWordsAndAStopWithoutOneClosesIt() throws Exception {
        DlxApp.Window window = window("--example", "knuth");
        PreparedLesson lesson = LessonFiles.prepare("matrix4x4");
        dlxviz.app.teaching.model.PredictModel predict = Fx.call(() -> window.model().cursor().predict());
        String ask = lesson.stop(0).stop().ask();
        assertNotNull(ask, "the shipped lesson's first stop asks a question");
        assertFalse(Fx.call(predict::isOn));
        Fx.run(() -> player(window).open(lesson));
        assertTrue(Fx.call(predict::isOn), "predict opens at a stop with a question");
        dlxviz.app.teaching.model.PredictModel.Question question = Fx.call(() -> predict.questionProperty().get());
        assertNotNull(question, "the stop's question is asked");
        assertEquals(ask, question.prompt(), "in the lesson's own words");
        assertEquals(dlxviz.app.teaching.model.PredictModel.Kind.OPEN, question.kind());
        javafx.scene.control.Label prompt = Fx.call(() -> (javafx.scene.control.Label) window.scene().lookup(".predict-prompt"));
        assertNotNull(prompt, "predict's bar is shown");
        assertEquals(ask, Fx.call(prompt::getText), "its bar reads the question");
        assertFalse(Fx.call(predict::holds), "answered aloud: Page Down is not held");
        long before = Fx.call(() -> window.model().cursor().positionProperty().get());
        press(window, KeyCode.PAGE_DOWN); // the first stop is one picture: on to the second, which asks too
        assertEquals(1, Fx.call(() -> player(window).indexProperty().get()));
        assertEquals(lesson.stop(1).stop().ask(), Fx.call(() -> predict.questionProperty().get().prompt()));
        press(window, KeyCode.PAGE_DOWN); // a step within the stop: the search goes on
        assertTrue(Fx.call(() -> window.model().cursor().positionProperty().get()) > before, "stepped on");
        dlxviz.app.teaching.model.PredictModel.Question after = Fx.call(() -> predict.questionProperty().get());
        assertTrue(after == null || after.kind() != dlxviz.app.teaching.model.PredictModel.Kind.OPEN,
                "past the stop's beginning predict asks its own questions: " + after);
        Fx.run(() -> player(window).goTo(2)); // the solution: no question
        assertFalse(Fx.call(predict::isOn), "a stop without a question closes predict, which the lesson opened");
        Fx.run(() -> player(window).goTo(4)); // the dead end asks
        assertTrue(Fx.call(predict::isOn));
        Fx.run(() -> player(window).close());
        assertFalse(Fx.call(predict::isOn), "leaving the lesson closes what it opened");
    }

    @Test
    void predictTurnedOnByHandStaysOnAtAStopWithoutAQuestion() throws Exception {
        DlxApp.Window window = window("--example", "knuth");
        PreparedLesson lesson = LessonFiles.prepare("matrix4x4");
        dlxviz.app.teaching.model.PredictModel predict = Fx.call(() -> window.model().cursor().predict());
        Fx.run(() -> predict.onProperty().set(true));
        Fx.run(() -> player(window).open(lesson));
        Fx.run(() -> player(window).goTo(2));
        assertTrue(Fx.call(predict::isOn), "the teacher's own predict mode is left as it was");
    }

    @Test
    void aMomentRecordsTheZoomAndOpensAtIt(@TempDir Path folder) throws Exception {
        DlxApp.Window window = window("--example", "knuth", "--step-size", "cover");
        LessonWiring wiring = Fx.call(() -> window.controller().lessonWiring());
        Fx.run(() -> {
            window.model().cursor().goTo(14, 1000);
            dlxviz.app.links.LinksView links = window.controller().linksView();
            links.zoomBy(0.8, links.getWidth() / 2, links.getHeight() / 2);
        });
        PreparedLesson.ReadyStop moment = Fx.call(() -> Moments.capture(wiring, null, "zoomed"));
        assertEquals(0.8, moment.stop().look().zoom(), 1e-9, "the zoom the window has, not 1");
        Path file = folder.resolve("zoomed" + ShippedLessons.EXTENSION);
        Files.writeString(file, LessonWriter.write(Lesson.moment("zoomed", moment.stop())));
        assertTrue(Files.readString(file).contains("zoom: 0.8"), Files.readString(file));
        DlxApp.Window other = window("queens5");
        PreparedLesson opened = LessonFiles.prepare(file.toString());
        Fx.run(() -> player(other).open(opened));
        Fx.call(() -> { // a layout pass: the links view takes the new problem's picture
            other.scene().getRoot().applyCss();
            other.scene().getRoot().layout();
            return null;
        });
        assertEquals(Fx.call(() -> shown(window)), Fx.call(() -> shown(other)), "opened as it was, zoom and all");
        assertEquals(0.8, Fx.call(() -> other.controller().linksView().zoomOverFit()), 0.005);
    }
}
