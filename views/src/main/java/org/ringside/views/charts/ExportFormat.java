package org.ringside.views.charts;

/** The files a chart view can save. */
public enum ExportFormat {
    PNG("PNG image", "png"), SVG("SVG drawing", "svg"), CSV("CSV of the time series", "csv");

    private final String description;
    private final String extension;

    ExportFormat(String description, String extension) {
        this.description = description;
        this.extension = extension;
    }

    public String description() {
        return description;
    }

    /** Without the dot, e.g. {@code png}. */
    public String extension() {
        return extension;
    }
}
