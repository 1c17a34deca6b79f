/**
 * How durations, rates and byte counts are written, one class each, so that the report, the
 * charts, the pipeline picture, the inspectors and the step sentences say the same value the
 * same way. {@link org.ringside.model.format.Durations} writes nanoseconds,
 * {@link org.ringside.model.format.Rates} bit/s and {@link org.ringside.model.format.ByteCounts}
 * bytes; {@link org.ringside.model.format.DecimalSteps} is what their short forms share: steps
 * of 1000 and three significant digits. Every prefix is decimal (1 KB = 1000 bytes), as link
 * rates are and as the chart options and lesson claims read them. Reading scenario files stays
 * with {@link org.ringside.model.scenario.Units}. {@link org.ringside.model.format.AsciiDigits}
 * writes whole numbers into byte buffers, for the files that run to millions of rows.
 */
package org.ringside.model.format;
