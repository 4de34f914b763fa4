package dlxviz.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The house rules of ../shared/DESIGN.md: only the app layer may touch JavaFX. */
@AnalyzeClasses(packages = "dlxviz", importOptions = ImportOption.DoNotIncludeTests.class)
class LayerRulesTest {

    @ArchTest
    static final ArchRule coreLayersDoNotUseJavaFx = noClasses()
            .that().resideInAnyPackage("dlxviz.engine..", "dlxviz.events..", "dlxviz.playback..",
                    "dlxviz.sudoku..", "dlxviz.problems..", "dlxviz.cli..", "dlxviz.text..", "dlxviz.slides..", "dlxviz.lesson..",
                    "dlxviz.exercise..", "dlxviz.catalogue..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..")
            .because("the engine and the CLI must run without a screen (DESIGN.md, layers)");

    @ArchTest
    static final ArchRule engineDependsOnNothingAbove = noClasses()
            .that().resideInAnyPackage("dlxviz.engine..", "dlxviz.events..")
            .should().dependOnClassesThat().resideInAnyPackage("dlxviz.playback..", "dlxviz.sudoku..",
                    "dlxviz.problems..", "dlxviz.cli..", "dlxviz.app..")
            .because("the engine is the bottom layer");

    @ArchTest
    static final ArchRule eventsStandAlone = noClasses()
            .that().resideInAPackage("dlxviz.events..")
            .should().dependOnClassesThat().resideInAPackage("dlxviz.engine..")
            .because("events are plain records that any layer can read");

    @ArchTest
    static final ArchRule playbackKnowsNoProblemDomain = noClasses()
            .that().resideInAPackage("dlxviz.playback..")
            .should().dependOnClassesThat().resideInAnyPackage("dlxviz.app..", "dlxviz.cli..")
            .because("views observe playback, not the other way round")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule puzzlesDoNotReachUp = noClasses()
            .that().resideInAnyPackage("dlxviz.sudoku..", "dlxviz.problems..")
            .should().dependOnClassesThat().resideInAnyPackage("dlxviz.app..", "dlxviz.cli..", "dlxviz.playback..")
            .because("sudoku and problems sit below the app and the CLI")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule lessonsSitBelowTheAppAndTheCli = noClasses()
            .that().resideInAPackage("dlxviz.lesson..")
            .should().dependOnClassesThat().resideInAnyPackage("dlxviz.app..", "dlxviz.cli..", "dlxviz.slides..")
            .because("the app plays lessons and the slides command renders them: both read the same model (DESIGN.md)");

    @ArchTest
    static final ArchRule exercisesSitBelowTheAppAndTheCli = noClasses()
            .that().resideInAPackage("dlxviz.exercise..")
            .should().dependOnClassesThat().resideInAnyPackage("dlxviz.app..", "dlxviz.cli..", "dlxviz.slides..")
            .because("the app draws an exercise and the grade command reads its results: both read the same model (DESIGN.md)");

    @ArchTest
    static final ArchRule cliReachesTheAppOnlyByName = noClasses()
            .that().resideInAnyPackage("dlxviz.cli..", "dlxviz.slides..")
            .should().dependOnClassesThat().resideInAPackage("dlxviz.app..")
            .because("the slides command loads its renderer by name (SlideRenderer.load), so no CLI path links JavaFX");

    @ArchTest
    static final ArchRule noCycleBetweenPackages = slices().matching("dlxviz.(**)").should().beFreeOfCycles()
            .because("a newcomer reads the packages bottom up; a cycle means neither can be read first");

    /**
     * The packages that hold view models and their states only, no view (the role by package):
     * a feature's {@code model} package beside its views ({@code app.boards.model} beside
     * {@code app.boards}), and the features that have no view of their own.
     */
    private static final String[] VIEW_MODEL_PACKAGES = {"dlxviz.app.*.model..", "dlxviz.app.session..",
        "dlxviz.app.narration..", "dlxviz.app.breakpoints..", "dlxviz.app.hover..", "dlxviz.app.lens.."};

    @ArchTest
    static final ArchRule viewModelPackagesSeeNoControls = noClasses()
            .that().resideInAnyPackage(VIEW_MODEL_PACKAGES)
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..")
            .because("view models and their states are tested in milliseconds without a window (MVVM)");

    /**
     * Every package below the app but the window and the headless slides (the two that assemble
     * the views) is a view's, a view model's or their helpers': none reaches back into the window.
     * By package, so a new package is held to it without being listed.
     */
    @ArchTest
    static final ArchRule viewPackagesDoNotReachTheWindow = noClasses()
            .that().resideInAPackage("dlxviz.app.*..")
            .and().resideOutsideOfPackages("dlxviz.app.window..", "dlxviz.app.headless..")
            .should().dependOnClassesThat().resideInAPackage("dlxviz.app.window..")
            .because("the window assembles the views; a view that reached back into it could not be built or tested alone");

    @ArchTest
    static final ArchRule appSeesTheTorusReadOnly = noClasses()
            .that().resideInAPackage("dlxviz.app..")
            .should().dependOnClassesThat().haveFullyQualifiedName("dlxviz.engine.Torus")
            .because("views read the torus through TorusView; only the engine and playback change it");

    @ArchTest
    static final ArchRule onlyTheWindowMovesTheCursor = noClasses()
            .that().resideInAPackage("dlxviz.app..").and().resideOutsideOfPackage("dlxviz.app.window..")
            .should().dependOnClassesThat().haveFullyQualifiedName("dlxviz.playback.Playback")
            .because("views get ReadOnlyPlayback; the window's cursor model alone steps and seeks");

    @ArchTest
    static final ArchRule textHelpersStandAlone = noClasses()
            .that().resideInAPackage("dlxviz.text..")
            .should().dependOnClassesThat().resideInAnyPackage("dlxviz.engine..", "dlxviz.events..",
                    "dlxviz.playback..", "dlxviz.sudoku..", "dlxviz.problems..", "dlxviz.cli..", "dlxviz.app..")
            .because("every layer may quote user text in a message, so the helper depends on none of them");
}
