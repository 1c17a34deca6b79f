package org.ringside.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringside.model.scenario.YamlDocument;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;

/**
 * Reads what a task lets the student change, {@code allow}, and the routes it refuses,
 * {@code forbidden}, and checks them against the step's scenario: every entry of {@code allow}
 * is a knob or a section of the table, the answer changes only allowed knobs, and each forbidden
 * route changes at least one knob outside {@code allow}.
 */
final class TaskKnobs {
    private static final String ALLOWED = "allowed: a knob's key as docs/scenario-format.md lists it, e.g."
            + " nic.ring_size or \"flows[].size\", or a section, e.g. bql.*";

    private final YamlNodes yaml;
    private final ScenarioOverrides overrides;

    TaskKnobs(YamlNodes yaml, ScenarioOverrides overrides) {
        this.yaml = yaml;
        this.overrides = overrides;
    }

    /** The task's {@code allow} list, required and not empty. */
    Allow allow(Map<String, NodeTuple> task, Node taskNode, String path) throws LessonException {
        String at = path + ".allow";
        NodeTuple entry = task.get("allow");
        if (entry == null) {
            throw yaml.fail(taskNode, at, "missing: a task names the knobs it lets the student change, e.g."
                    + " allow: [nic.ring_size]");
        }
        List<Node> items = yaml.items(entry.getValueNode(), at);
        if (items.isEmpty()) {
            throw yaml.fail(entry.getValueNode(), at, "names no knob; a task allows at least one (" + ALLOWED + ")");
        }
        List<String> entries = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            Node item = items.get(i);
            String key = at + "[" + i + "]";
            String word = yaml.text(item, key);
            Optional<String> problem = Allow.problem(word);
            if (problem.isPresent()) {
                throw yaml.fail(item, key, problem.get() + " (" + ALLOWED + ")");
            }
            if (entries.contains(word)) {
                throw yaml.fail(item, key, word + " is given twice");
            }
            Allow before = new Allow(entries);
            if (!word.endsWith(Allow.SECTION) && before.permits(word)) {
                throw yaml.fail(item, key, word + " is already allowed by its section");
            }
            entries.add(word);
        }
        return new Allow(entries);
    }

    /** Checks that the answer changes something, and only knobs {@code allow} lists. */
    void checkAnswer(Allow allow, Setup start, Setup answer, Node answerNode, String path) throws LessonException {
        List<String> changed = KnobChanges.between(start.scenario(), answer.scenario());
        if (changed.isEmpty()) {
            throw yaml.fail(answerNode, path, "changes no knob of the step's scenario");
        }
        List<String> outside = allow.outside(changed);
        if (!outside.isEmpty()) {
            throw yaml.fail(answerNode, path, "changes " + Judgment.knobs(outside) + ", which allow does not list"
                    + " (allow: " + allow + ")");
        }
    }

    /**
     * The task's forbidden routes, each applied to the step's scenario on top of the step's own
     * changes, as an answer is.
     *
     * @param scenarioNode the step's {@code scenario:} value
     * @param scenarioPath its key path, e.g. {@code steps[0].scenario}
     * @param stepChanges the step's own {@code set:}
     */
    List<ForbiddenRoute> forbidden(NodeTuple entry, String path, Allow allow, Setup start, Node scenarioNode,
            String scenarioPath, ScenarioOverrides.Changes stepChanges) throws LessonException {
        String at = path + ".forbidden";
        List<ForbiddenRoute> routes = new ArrayList<>();
        List<Node> items = entry == null ? List.of() : yaml.items(entry.getValueNode(), at);
        for (int i = 0; i < items.size(); i++) {
            Node item = items.get(i);
            String key = at + "[" + i + "]";
            if (YamlDocument.isNull(item)) {
                throw yaml.fail(item, key, "expected a map of the scenario keys the route changes, got nothing");
            }
            Setup route = overrides.apply(scenarioNode, scenarioPath,
                    List.of(stepChanges, new ScenarioOverrides.Changes(item, key)));
            List<String> changed = KnobChanges.between(start.scenario(), route.scenario());
            if (changed.isEmpty()) {
                throw yaml.fail(item, key, "changes no knob of the step's scenario");
            }
            if (allow.outside(changed).isEmpty()) {
                throw yaml.fail(item, key, "changes only " + Judgment.knobs(changed) + ", which allow lists; a"
                        + " forbidden route changes a knob outside allow (allow: " + allow + ")");
            }
            routes.add(new ForbiddenRoute(route, changed, yaml.line(item)));
        }
        return routes;
    }
}
