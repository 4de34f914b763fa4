package dlxviz.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

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
                    "dlxviz.sudoku..", "dlxviz.problems..", "dlxviz.cli..", "dlxviz.text..")
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
    static final ArchRule textHelpersStandAlone = noClasses()
            .that().resideInAPackage("dlxviz.text..")
            .should().dependOnClassesThat().resideInAnyPackage("dlxviz.engine..", "dlxviz.events..",
                    "dlxviz.playback..", "dlxviz.sudoku..", "dlxviz.problems..", "dlxviz.cli..", "dlxviz.app..")
            .because("every layer may quote user text in a message, so the helper depends on none of them");
}
