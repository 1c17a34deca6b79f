package org.ringside.app;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import org.ringside.app.WindowAction.WindowMenu;

/**
 * The window's menu bar, made from its table of {@link WindowAction}s: one item per action in
 * its menu, with its accelerator, a check mark for a pane's action, and File's Open recent; the
 * menus' titles first, their items once the panes they work on are built.
 */
final class WindowMenus {
    private final Map<WindowMenu, Menu> menus = new EnumMap<>(WindowMenu.class);
    private final MenuBar bar;
    private final Map<String, MenuItem> items = new HashMap<>();

    /**
     * The bar with every menu's title and no items yet: the window's first frame shows it as it
     * will stay, and the items, which need the panes they work on, follow ({@link #fill}).
     */
    WindowMenus() {
        for (WindowMenu m : WindowMenu.values()) {
            // Alt and the title's first letter opens it (File, Edit, Scenario, Lessons, View, Help).
            menus.put(m, new Menu("_" + m.title()));
        }
        bar = new MenuBar(menus.values().toArray(Menu[]::new));
        // On macOS the menus belong in the screen's menu bar.
        bar.setUseSystemMenuBar(true);
    }

    /** Puts in one item per action in its menu, with its accelerator, and File's Open recent. */
    void fill(List<WindowAction> actions, ScenarioFiles files) {
        for (WindowAction a : actions) {
            MenuItem item = a.shown() != null ? check(a) : new MenuItem(a.label());
            if (a.shown() == null) {
                item.setOnAction(e -> a.action().run());
            }
            item.setId(a.id());
            items.put(a.id(), item);
            item.setAccelerator(a.key());
            menus.get(a.menu()).getItems().add(item);
        }
        Menu file = menus.get(WindowMenu.FILE);
        Menu recent = new Menu("Open recent");
        recent.setId("menu-recent");
        file.getItems().add(1, recent);
        file.getItems().add(file.getItems().size() - 1, new SeparatorMenuItem());
        file.setOnShowing(e -> files.fillRecent(recent));
        files.fillRecent(recent);
    }

    private static CheckMenuItem check(WindowAction a) {
        CheckMenuItem check = new CheckMenuItem(a.label());
        check.setSelected(a.shown().get());
        a.shown().addListener((o, was, now) -> check.setSelected(now));
        // The action decides; the check mark only follows the pane.
        check.setOnAction(e -> {
            check.setSelected(a.shown().get());
            a.action().run();
        });
        return check;
    }

    /** The item of the action {@code id}, for an item whose text follows what it would do. */
    MenuItem item(String id) {
        return items.get(id);
    }

    MenuBar bar() {
        return bar;
    }

    /** The Scenario menu, to fill with the shipped scenarios once the picture is on screen. */
    Menu scenarioMenu() {
        return menus.get(WindowMenu.SCENARIO);
    }
}
