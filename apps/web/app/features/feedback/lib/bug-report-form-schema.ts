import { bugReportSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";

/**
 * The bug report's text as its form posts it to the /bug-report route's action (decision 535): the
 * contract's fields without the rectangles, which exist only with a screenshot, and a screenshot
 * goes from the page's script to the API itself (`bug-report-client-action.ts`).
 */
export const bugReportFormSchema = bugReportSchema.omit({ annotations: true });

/** What a person reads once the team has the report. */
export const bugReportSent = msg`Thank you: your report reached the team.`;
