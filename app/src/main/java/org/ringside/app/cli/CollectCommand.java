package org.ringside.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.ringside.app.ExitCodes;
import org.ringside.app.Console;
import org.ringside.app.Main;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside collect --script}: prints the POSIX shell script, shipped with Ringside, that
 * gathers on a Linux host what {@code ringside import} reads.
 */
@Command(name = "collect",
        description = {"Print the shell script that gathers a Linux host's settings for 'ringside import'.",
            "On the host: sh collect.sh eth0 > host.txt (no root needed)."})
public final class CollectCommand implements Callable<Integer> {
    /** Where the build puts the script on the class path (the views jar carries the assets). */
    static final String SCRIPT = "ringside/assets/host/collect.sh";

    @ParentCommand
    private Main main;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;

    @Option(names = "--script", required = true, description = "print the script")
    private boolean script;

    /** The command as {@code ringside} creates it. */
    public CollectCommand() {
        this(null);
    }

    /** The command on its own, writing to {@code console}. */
    CollectCommand(Console console) {
        this.ownConsole = console;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        console.out().print(script());
        console.out().flush();
        return ExitCodes.OK;
    }

    /** The script's text. */
    static String script() {
        try (InputStream in = CollectCommand.class.getClassLoader().getResourceAsStream(SCRIPT)) {
            if (in == null) {
                throw new IllegalStateException("the build left out " + SCRIPT);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
