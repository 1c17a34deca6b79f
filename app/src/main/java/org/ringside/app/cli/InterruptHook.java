package org.ringside.app.cli;

/**
 * Where a command learns of Ctrl+C while it works, to say what it has done before the process
 * ends. The process ends anyway once the action has run; the exit status is the JVM's, 130.
 */
@FunctionalInterface
interface InterruptHook {
    /**
     * Runs {@code action} if the process is ended before the returned handle is closed.
     *
     * @return closing it withdraws the action
     */
    Installed install(Runnable action);

    /** An installed action; closing it withdraws it. */
    interface Installed extends AutoCloseable {
        @Override
        void close();
    }

    /** The JVM's shutdown hooks: they run on SIGINT and SIGTERM. */
    static InterruptHook shutdown() {
        return action -> {
            Thread hook = new Thread(action, "interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            return () -> {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException alreadyEnding) {
                    // The hook is running or has run: nothing to withdraw.
                }
            };
        };
    }
}
