package dlxviz.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import dlxviz.app.canvas.Lettering;
import javafx.scene.canvas.GraphicsContext;

/**
 * Every canvas painter writes its text through {@link Lettering}, the one seam that keeps the
 * text floor and that the legibility check records (issue 24): a painter calling the graphics
 * context's own text methods would draw past both.
 */
@AnalyzeClasses(packages = "dlxviz", importOptions = ImportOption.DoNotIncludeTests.class)
class TextSeamTest {

    @ArchTest
    static final ArchRule paintersWriteTextThroughLettering = noClasses()
            .that().doNotHaveFullyQualifiedName(Lettering.class.getName())
            .should().callMethodWhere(com.tngtech.archunit.base.DescribedPredicate.describe(
                    "GraphicsContext.fillText or strokeText",
                    call -> call.getTargetOwner().isEquivalentTo(GraphicsContext.class)
                            && (call.getName().equals("fillText") || call.getName().equals("strokeText"))))
            .because("text on a canvas goes through Lettering, which keeps the floor and which the legibility check reads");
}
