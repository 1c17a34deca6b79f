package org.ringside.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Ringside's version, as the build wrote it into {@code version.properties}. */
public final class Version {
    private Version() {
    }

    /** The version string, e.g. {@code 0.1.0}. */
    public static String current() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing from the class path");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read version.properties", e);
        }
    }
}
