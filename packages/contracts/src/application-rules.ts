// Plain data, no zod (decision 460): the class page's apply form and the viewer's application
// status read these at page load, before any application schema is needed.

/** Statuses that count as the student's one active application for a class. */
export const activeApplicationStatuses = ["pending", "accepted", "waitlisted"] as const;

/** The longest note a student sends with an application, in characters. */
export const applicationMessageMax = 2000;
