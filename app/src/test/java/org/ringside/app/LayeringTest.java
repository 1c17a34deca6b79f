package org.ringside.app;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.type;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.GeneralCodingRules;
import org.ringside.model.driver.SlotState;
import org.ringside.model.nic.Wire;
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

    /**
     * The window reads the model through its door: the simulation, its snapshots and steps, the
     * scenario, the metrics and DQL's snapshot. The stages' own classes (the event queue, the
     * packet pool, the qdisc, the sources, the driver) stay out of reach; only two value-level
     * pieces of them are shared, a ring slot's state and the wire's byte arithmetic.
     */
    @Test
    void theWindowNeverReachesIntoTheModelsStages() {
        noClasses().that().resideInAnyPackage("org.ringside.views..", "org.ringside.app..")
                .should().dependOnClassesThat(resideInAnyPackage("org.ringside.model.engine..",
                        "org.ringside.model.qdisc..", "org.ringside.model.sources..", "org.ringside.model.driver..",
                        "org.ringside.model.nic..")
                        .and(not(type(SlotState.class)))
                        .and(not(type(SlotState[].class)))
                        .and(not(type(Wire.class))))
                .because("views read snapshots and call the model's API, never its internals")
                .check(classes);
    }

    @Test
    void onlyTheCommandLineWritesToTheStandardStreams() {
        noClasses().that().resideInAnyPackage("org.ringside.views..", "org.ringside.lessons..", "org.ringside.model..")
                .and().doNotHaveSimpleName("DqlReplayBench")
                .should(GeneralCodingRules.ACCESS_STANDARD_STREAMS)
                .because("errors reach the user as one line through the command line or the window, never a print")
                .check(classes);
    }

    @Test
    void modelPackagesHaveNoCycles() {
        slices().matching("org.ringside.model.(*)..").should().beFreeOfCycles().check(classes);
    }
}
