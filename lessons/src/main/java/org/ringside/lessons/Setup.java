package org.ringside.lessons;

import org.ringside.model.scenario.Scenario;

/**
 * Where a step, a run or a task's answer starts: a shipped scenario with the lesson's changes
 * applied, checked by the scenario loader.
 *
 * @param scenarioFile the shipped scenario's file name, e.g. {@code router-100mbit.yaml}
 * @param scenario the scenario with the changes applied, valid
 */
public record Setup(String scenarioFile, Scenario scenario) {
}
