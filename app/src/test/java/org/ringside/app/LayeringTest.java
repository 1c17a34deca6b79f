package org.ringside.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The layers of the design, checked on the compiled classes of every module: dependencies point
 * one way, {@code app -> views -> lessons -> model}, and only views and app may touch a UI toolkit.
 * The app module's tests see all four modules, so the rules live here.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LayeringTest {
    private static final String[] UI_TOOLKITS = {"javafx..", "java.awt..", "javax.swing.."};

    private JavaClasses classes;

    @BeforeAll
    void importRingside() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.ringside");
    }

    /** The model and the lessons run headless: the command line, the checker, every model test. */
    static ArchRule headless(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().dependOnClassesThat().resideInAnyPackage(UI_TOOLKITS)
                .because("the model and the lessons must run with no display");
    }

    @Test
    void modelAndLessonsNeverTouchAUiToolkit() {
        headless("org.ringside.model..", "org.ringside.lessons..").check(classes);
    }

    @Test
    void theHeadlessRuleCatchesAUiDependency() {
        // The views are JavaFX through and through: the same rule pointed at them must fail,
        // which shows it is not passing for want of classes to look at.
        EvaluationResult result = headless("org.ringside.views..").evaluate(classes);
        assertThat(result.hasViolation()).isTrue();
    }

    @Test
    void viewsNeverDependOnTheApp() {
        noClasses().that().resideInAPackage("org.ringside.views..")
                .should().dependOnClassesThat().resideInAPackage("org.ringside.app..")
                .check(classes);
    }

    @Test
    void modelDependsOnNoOtherModule() {
        noClasses().that().resideInAPackage("org.ringside.model..")
                .should().dependOnClassesThat()
                .resideInAnyPackage("org.ringside.views..", "org.ringside.lessons..", "org.ringside.app..")
                .check(classes);
    }

    @Test
    void lessonsDependOnTheModelOnly() {
        noClasses().that().resideInAPackage("org.ringside.lessons..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ringside.views..", "org.ringside.app..")
                .check(classes);
    }

    @Test
    void modelPackagesHaveNoCycles() {
        slices().matching("org.ringside.model.(*)..").should().beFreeOfCycles().check(classes);
    }
}
