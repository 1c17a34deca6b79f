package org.ringside.app;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** One run of {@code ringside} in-process, with captured streams and the windows it would open. */
final class MainRun {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final List<LaunchRequest> windowsOpened = new ArrayList<>();
    final Console console;

    MainRun(String stdin) {
        console = new Console(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    int exec(String... args) {
        return Main.run(args, console, this::openWindow);
    }

    int openWindow(Console c, LaunchRequest request) {
        windowsOpened.add(request);
        return ExitCodes.OK;
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
