package org.ringside.lessons;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.ringside.lessons.expr.Conditions;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.ExprException;
import org.ringside.lessons.expr.ExprParser;
import org.ringside.lessons.expr.SummaryKeys;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.scenario.YamlDocument;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.Stage;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;

/**
 * Reads one lesson file: a YAML header between two {@code ---} lines (the lesson's settings,
 * runs, claims and steps) and a Markdown body with each step's text under a
 * {@code ## Step: ID} heading. Everything is checked before the lesson is handed out: keys,
 * scenarios and their changes (by the scenario loader), actions, and every goal and claim
 * (parsed, with every summary key checked against the run it reads). Nothing runs here.
 */
public final class LessonReader {
    private static final List<String> TOP = List.of("id", "title", "level", "minutes", "runs", "claims", "steps");
    private static final List<String> RUN = List.of("scenario", "set", "duration");
    private static final List<String> CLAIM = List.of("says", "check", "contrast", "reason");
    private static final List<String> STEP = List.of("id", "title", "scenario", "set", "actions", "tasks");
    private static final List<String> TASK = List.of("ask", "goal", "after", "hints", "allow", "answer", "forbidden");
    private static final Pattern RUN_NAME = Pattern.compile("[a-z][a-z0-9_]*");

    private final ScenarioCatalog catalog;

    /** A reader that resolves scenarios from {@code catalog}. */
    public LessonReader(ScenarioCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * Reads a lesson from its text.
     *
     * @param source the file's name for messages and for images beside it
     * @throws LessonException for the first problem, {@code FILE:LINE: key: what is wrong}
     */
    public Lesson read(String text, String source) throws LessonException {
        LessonText parts = LessonText.split(text, source);
        YamlNodes yaml = new YamlNodes(source, 1);
        Node root = yaml.parse(parts.header());
        ScenarioOverrides overrides = new ScenarioOverrides(catalog, yaml);
        return new Reading(yaml, overrides, new TaskKnobs(yaml, overrides), source, parts.steps()).lesson(root);
    }

    // One reading of one file: the state the checks share.
    private final class Reading {
        private final YamlNodes yaml;
        private final ScenarioOverrides overrides;
        private final TaskKnobs taskKnobs;
        private final String source;
        private final StepTexts bodies;
        private final Map<String, Integer> headingLines;
        private LiveMarks marks;
        // Where each named run is written, to apply a contrast's changes on top of its own.
        private final Map<String, ContrastReader.RunSource> runSources = new LinkedHashMap<>();
        private final ContrastReader contrasts;

        Reading(YamlNodes yaml, ScenarioOverrides overrides, TaskKnobs taskKnobs, String source, StepTexts bodies) {
            this.yaml = yaml;
            this.overrides = overrides;
            this.taskKnobs = taskKnobs;
            this.source = source;
            this.bodies = bodies;
            this.headingLines = bodies.headingLines();
            this.contrasts = new ContrastReader(yaml, overrides);
        }

        Lesson lesson(Node root) throws LessonException {
            Map<String, String> texts = bodies.texts();
            Map<String, NodeTuple> top = yaml.entries(root, "", TOP);
            Node idNode = yaml.required(top, root, "", "id").getValueNode();
            String id = yaml.word(idNode, "id");
            String title = yaml.text(yaml.required(top, root, "", "title").getValueNode(), "title");
            Node levelNode = yaml.required(top, root, "", "level").getValueNode();
            String levelWord = yaml.text(levelNode, "level");
            Lesson.Level level;
            try {
                level = Lesson.Level.valueOf(levelWord.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw yaml.fail(levelNode, "level", levelWord + " is not a level (allowed: beginner, intermediate,"
                        + " advanced)");
            }
            int minutes = yaml.whole(yaml.required(top, root, "", "minutes").getValueNode(), "minutes", 1, 120);

            List<LessonRun> runs = runs(top.get("runs"));
            Map<String, Set<String>> runKeys = new LinkedHashMap<>();
            for (LessonRun r : runs) {
                runKeys.put(r.name(), keysOf(r.setup().scenario()));
            }
            marks = new LiveMarks(source, runKeys);
            List<Claim> claims = claims(top.get("claims"), runKeys, runs);

            NodeTuple stepsEntry = yaml.required(top, root, "", "steps");
            List<Node> stepNodes = yaml.items(stepsEntry.getValueNode(), "steps");
            if (stepNodes.isEmpty()) {
                throw yaml.fail(stepsEntry.getKeyNode(), "steps", "a lesson needs at least one step");
            }
            List<Step> steps = new ArrayList<>();
            for (int i = 0; i < stepNodes.size(); i++) {
                steps.add(step(stepNodes.get(i), "steps[" + i + "]", texts, steps));
            }
            for (String textId : texts.keySet()) {
                if (steps.stream().noneMatch(s -> s.id().equals(textId))) {
                    throw new LessonException(source, headingLines.get(textId), "steps", "the text of step " + textId
                            + " has no step " + textId + " in the header");
                }
            }
            List<String> order = new ArrayList<>(texts.keySet());
            for (int i = 0; i < steps.size(); i++) {
                if (!order.get(i).equals(steps.get(i).id())) {
                    throw new LessonException(source, headingLines.get(order.get(i)), "steps", "the text of step "
                            + order.get(i) + " comes where the header has step " + steps.get(i).id()
                            + "; write the texts in the header's order");
                }
            }
            return new Lesson(id, title, level, minutes, source, steps, runs, claims, yaml.line(idNode));
        }

        private List<LessonRun> runs(NodeTuple entry) throws LessonException {
            if (entry == null || YamlDocument.isNull(entry.getValueNode())) {
                return List.of();
            }
            List<LessonRun> runs = new ArrayList<>();
            Node map = entry.getValueNode();
            if (!(map instanceof MappingNode m)) {
                throw yaml.fail(map, "runs", "expected a map of run names to runs, got " + YamlDocument.describe(map));
            }
            Set<String> seen = new HashSet<>();
            for (NodeTuple t : m.getValue()) {
                Node nameNode = t.getKeyNode();
                String name = yaml.text(nameNode, "runs");
                String path = "runs." + name;
                if (!RUN_NAME.matcher(name).matches() || ExprParser.WORDS.contains(name)) {
                    throw yaml.fail(nameNode, path, "a run's name is a word of lower-case letters, digits and _,"
                            + " starting with a letter, and not one of " + String.join(", ",
                            new TreeSet<>(ExprParser.WORDS)));
                }
                if (!seen.add(name)) {
                    throw yaml.fail(nameNode, path, "given twice");
                }
                Map<String, NodeTuple> r = yaml.entries(t.getValueNode(), path, RUN);
                Setup setup = overrides.apply(yaml.required(r, t.getValueNode(), path, "scenario").getValueNode(),
                        path + ".scenario", List.of(new ScenarioOverrides.Changes(value(r, "set"), path + ".set")));
                long duration = r.containsKey("duration")
                        ? duration(r.get("duration").getValueNode(), path + ".duration")
                        : setup.scenario().durationNs();
                runs.add(new LessonRun(name, setup, duration, yaml.line(nameNode)));
                runSources.put(name, new ContrastReader.RunSource(r.get("scenario").getValueNode(), path + ".scenario",
                        new ScenarioOverrides.Changes(value(r, "set"), path + ".set")));
            }
            return runs;
        }

        private List<Claim> claims(NodeTuple entry, Map<String, Set<String>> runKeys, List<LessonRun> runs)
                throws LessonException {
            Map<String, LessonRun> byName = new LinkedHashMap<>();
            runs.forEach(r -> byName.put(r.name(), r));
            List<Claim> claims = new ArrayList<>();
            List<Node> items = entry == null ? List.of() : yaml.items(entry.getValueNode(), "claims");
            for (int i = 0; i < items.size(); i++) {
                String path = "claims[" + i + "]";
                Map<String, NodeTuple> c = yaml.entries(items.get(i), path, CLAIM);
                Node saysNode = yaml.required(c, items.get(i), path, "says").getValueNode();
                LiveText says = marks.says(yaml, saysNode, yaml.prose(saysNode, path + ".says"), path + ".says");
                Node checkNode = yaml.required(c, items.get(i), path, "check").getValueNode();
                String check = yaml.prose(checkNode, path + ".check");
                Expr expr = expression(checkNode, path + ".check", () -> Conditions.claim(check, runKeys,
                        name -> byName.get(name).facts()));
                Optional<ExprException> twins = TwinRuns.in(expr, byName);
                if (twins.isPresent()) {
                    throw yaml.fail(checkNode, path + ".check", twins.get().getMessage());
                }
                Contrast contrast = contrasts.read(c, path, expr, byName, runSources);
                claims.add(new Claim(says, check, expr, yaml.line(items.get(i)), contrast));
            }
            return claims;
        }

        private Step step(Node node, String path, Map<String, String> texts, List<Step> before)
                throws LessonException {
            Map<String, NodeTuple> s = yaml.entries(node, path, STEP);
            Node idNode = yaml.required(s, node, path, "id").getValueNode();
            String id = yaml.word(idNode, path + ".id");
            if (before.stream().anyMatch(b -> b.id().equals(id))) {
                throw yaml.fail(idNode, path + ".id", id + " is already the id of another step");
            }
            String title = yaml.text(yaml.required(s, node, path, "title").getValueNode(), path + ".title");
            if (!texts.containsKey(id)) {
                throw yaml.fail(idNode, path + ".id", "no text: write it under a ## Step: " + id + " heading below"
                        + " the header");
            }
            Node scenarioNode = yaml.required(s, node, path, "scenario").getValueNode();
            ScenarioOverrides.Changes stepChanges = new ScenarioOverrides.Changes(value(s, "set"), path + ".set");
            Setup start = overrides.apply(scenarioNode, path + ".scenario", List.of(stepChanges));
            List<Action> actions = actions(s.get("actions"), path + ".actions", start);
            Set<String> keys = keysOf(start.scenario());
            List<Task> tasks = new ArrayList<>();
            List<Node> taskNodes = s.containsKey("tasks") ? yaml.items(s.get("tasks").getValueNode(), path + ".tasks")
                    : List.of();
            for (int i = 0; i < taskNodes.size(); i++) {
                tasks.add(task(taskNodes.get(i), path + ".tasks[" + i + "]", start, scenarioNode, stepChanges, keys));
            }
            LiveText text = marks.body(texts.get(id), bodies.textLines().get(id), path + ".text");
            return new Step(id, title, text, start, actions, tasks, yaml.line(node));
        }

        private Task task(Node node, String path, Setup start, Node scenarioNode,
                ScenarioOverrides.Changes stepChanges, Set<String> keys) throws LessonException {
            Map<String, NodeTuple> t = yaml.entries(node, path, TASK);
            Node askNode = yaml.required(t, node, path, "ask").getValueNode();
            LiveText ask = marks.constantsOnly(yaml, askNode, yaml.prose(askNode, path + ".ask"), path + ".ask");
            Node goalNode = yaml.required(t, node, path, "goal").getValueNode();
            String goalText = yaml.prose(goalNode, path + ".goal");
            Expr goal = expression(goalNode, path + ".goal", () -> Conditions.goal(goalText, keys));
            Node afterNode = yaml.required(t, node, path, "after").getValueNode();
            long after = duration(afterNode, path + ".after");
            if (after > start.scenario().durationNs()) {
                // The window judges a task once its run has gone this long, which it never would.
                throw yaml.fail(afterNode, path + ".after", Durations.scenario(after) + " is past the step's scenario's end"
                        + " at " + Durations.scenario(start.scenario().durationNs()) + " (" + start.scenarioFile()
                        + "), so the task could never be judged; give the step a longer run in set, e.g. set: { duration: "
                        + Durations.scenario(after) + " }");
            }
            List<LiveText> hints = new ArrayList<>();
            List<Node> hintNodes = t.containsKey("hints") ? yaml.items(t.get("hints").getValueNode(), path + ".hints")
                    : List.of();
            for (int i = 0; i < hintNodes.size(); i++) {
                String key = path + ".hints[" + i + "]";
                hints.add(marks.constantsOnly(yaml, hintNodes.get(i), yaml.prose(hintNodes.get(i), key), key));
            }
            NodeTuple answerEntry = yaml.required(t, node, path, "answer");
            if (!(answerEntry.getValueNode() instanceof MappingNode)) {
                throw yaml.fail(answerEntry.getValueNode(), path + ".answer", "expected a map of the scenario keys the"
                        + " student changes, got " + YamlDocument.describe(answerEntry.getValueNode()));
            }
            Allow allow = taskKnobs.allow(t, node, path);
            String scenarioPath = path.substring(0, path.indexOf(".tasks")) + ".scenario";
            Setup answer = overrides.apply(scenarioNode, scenarioPath,
                    List.of(stepChanges, new ScenarioOverrides.Changes(answerEntry.getValueNode(), path + ".answer")));
            taskKnobs.checkAnswer(allow, start, answer, answerEntry.getValueNode(), path + ".answer");
            List<ForbiddenRoute> forbidden = taskKnobs.forbidden(t.get("forbidden"), path, allow, start, scenarioNode,
                    scenarioPath, stepChanges);
            return new Task(ask, goalText, goal, after, hints, allow, answer, forbidden, yaml.line(node));
        }

        // A timed action that reaches past the scenario's end is cut short there (the window plays
        // to the end and stops), so the step would show less than its text speaks of.
        private List<Action> actions(NodeTuple entry, String path, Setup start) throws LessonException {
            List<Action> actions = new ArrayList<>();
            long endNs = start.scenario().durationNs();
            long reachedNs = 0;
            List<Node> items = entry == null ? List.of() : yaml.items(entry.getValueNode(), path);
            for (int i = 0; i < items.size(); i++) {
                String at = path + "[" + i + "]";
                Map<String, NodeTuple> a = yaml.entries(items.get(i), at, Action.Kind.words());
                if (a.size() != 1) {
                    throw yaml.fail(items.get(i), at, "an action is one word and its value, e.g. { run_for: 500ms },"
                            + " got " + a.size() + " words");
                }
                Map.Entry<String, NodeTuple> only = a.entrySet().iterator().next();
                Action.Kind kind = Action.Kind.valueOf(only.getKey().toUpperCase(Locale.ROOT));
                Node value = only.getValue().getValueNode();
                String key = at + "." + only.getKey();
                actions.add(switch (kind) {
                    case RUN_FOR, PAUSE_AT -> new Action(kind, duration(value, key), null, null);
                    case HIGHLIGHT -> new Action(kind, 0, stage(value, key), null);
                    case INSPECT -> new Action(kind, 0, null, inspector(value, key));
                });
                long timeNs = actions.get(i).timeNs();
                reachedNs = kind == Action.Kind.RUN_FOR ? reachedNs + timeNs
                        : kind == Action.Kind.PAUSE_AT ? Math.max(reachedNs, timeNs) : reachedNs;
                if (reachedNs > endNs) {
                    throw yaml.fail(value, key, "the step's run would reach " + Durations.scenario(reachedNs)
                            + ", past its scenario's end at " + Durations.scenario(endNs) + " (" + start.scenarioFile()
                            + "), where the window stops it; run for less or give the step a longer run in set,"
                            + " e.g. set: { duration: " + Durations.scenario(reachedNs) + " }");
                }
            }
            return actions;
        }

        private Stage stage(Node node, String key) throws LessonException {
            String word = yaml.text(node, key);
            for (Stage s : Stage.values()) {
                if (Action.word(s).equals(word)) {
                    return s;
                }
            }
            throw yaml.fail(node, key, word + " is not a stage (allowed: " + String.join(", ", Action.stageWords()) + ")");
        }

        private Action.Inspector inspector(Node node, String key) throws LessonException {
            String word = yaml.text(node, key);
            for (Action.Inspector i : Action.Inspector.values()) {
                if (i.word().equals(word)) {
                    return i;
                }
            }
            throw yaml.fail(node, key, word + " is not an inspector (allowed: "
                    + String.join(", ", Action.Inspector.words()) + ")");
        }

        private long duration(Node node, String key) throws LessonException {
            String text = yaml.text(node, key);
            String allowed = " (allowed: 1us to " + Durations.scenario(Knobs.MAX_DURATION_NS) + ")";
            BigInteger ns;
            try {
                ns = Units.parseDuration(text);
            } catch (IllegalArgumentException e) {
                throw yaml.fail(node, key, e.getMessage() + allowed);
            }
            if (ns.compareTo(BigInteger.valueOf(Units.US)) < 0 || ns.compareTo(BigInteger.valueOf(Knobs.MAX_DURATION_NS)) > 0) {
                throw yaml.fail(node, key, text + " is out of range" + allowed);
            }
            return ns.longValueExact();
        }

        private Expr expression(Node node, String key, Condition condition) throws LessonException {
            try {
                return condition.read();
            } catch (ExprException e) {
                throw yaml.fail(node, key, e.getMessage());
            }
        }

        private Node value(Map<String, NodeTuple> m, String key) {
            NodeTuple t = m.get(key);
            return t == null ? null : t.getValueNode();
        }
    }

    // Reads a goal or claim the whole way (Conditions).
    private interface Condition {
        Expr read() throws ExprException;
    }

    // The summary keys a scenario's runs have: the same for every run of it, whatever its length,
    // so a simulation that has not run yet gives them all.
    private static Set<String> keysOf(Scenario scenario) {
        return SummaryKeys.of(new Simulation(scenario).summary()).keySet();
    }
}
