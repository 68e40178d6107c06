/**
 * Where the bug report lives, in a module of its own: the floating button on every page needs only
 * these, and the form's schema imports the contracts (zod), which must not load with every page
 * (decision 443).
 */

/** /bug-report: the page with the form, whose route action the widget's form posts to as well. */
export const bugReportPath = "/bug-report";

/** `?from=` of /bug-report: the page the floating button was pressed on, without JavaScript. */
export const bugReportFromParam = "from";

/** The anchor of /bug-report's form. */
export const bugReportAnchor = "report";
