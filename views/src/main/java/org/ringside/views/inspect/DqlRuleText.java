package org.ringside.views.inspect;

import org.ringside.model.dql.DqlRule;

/**
 * Why DQL's completion routine took each of its branches, in sentences a student can follow,
 * with the variables named as in the kernel's {@code struct dql}. They say what
 * {@link org.ringside.model.dql.Dql#completedAtTick} does, rule by rule.
 */
final class DqlRuleText {
    private DqlRuleText() {
    }

    /** Why the last completion took {@code rule}, and what it did to the limit. */
    static String why(DqlRule rule) {
        return switch (rule) {
            case NONE_YET -> "No clean-up has reported completed bytes since BQL started or was reset, "
                    + "so the limit is still where it began: at min_limit.";
            case STARVATION_GROWTH -> "The NIC was starved: the queue ran dry while more than the limit had been "
                    + "queued (or this completion caught up with everything queued at the last one, which had "
                    + "found the queue over its limit). The limit was too small, so it grew by the bytes "
                    + "completed beyond prev_num_queued plus prev_ovlimit, and the slack window started again.";
            case SLACK_MEASURED -> "The queue stayed busy through the whole interval, so the limit may be larger "
                    + "than needed. This interval's slack (limit + prev_ovlimit − twice the bytes completed, or, "
                    + "when the queue had been over its limit, prev_last_obj_cnt − prev_ovlimit if that is larger) "
                    + "was measured and lowest_slack keeps the smallest since slack_start_time; the limit is cut only "
                    + "once slack_hold_time has passed.";
            case SLACK_APPLIED -> "The queue stayed busy and slack_hold_time had passed since slack_start_time, "
                    + "so the limit was cut by lowest_slack, the smallest excess seen over the whole window, and a "
                    + "new window began.";
            case CLAMPED -> "Neither growth nor a cut applied, but the limit lay outside min_limit .. max_limit "
                    + "(they, or the limit itself, were written since), so it was moved to the bound it crossed.";
            case NO_CHANGE -> "The queue neither ran dry while over its limit nor stayed busy through the interval "
                    + "(it emptied, or had nothing waiting from before the last completion), so the limit and "
                    + "the slack window were left as they were.";
        };
    }
}
