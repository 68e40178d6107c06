// Plain data, no zod (decision 460): the browse filters of /classes and the class page read these
// in the browser at page load, so they stay out of the module that builds the class schemas.

/** ISO 4217 codes the forms offer; any 3-letter code is accepted by the API. */
export const commonCurrencies = ["USD", "GBP", "CAD", "EUR"] as const;

/** The orders GET /api/classes accepts (`sort`). */
export const classSortValues = ["relevance", "soonest", "newest", "price_asc", "price_desc", "nearest"] as const;
export type ClassSort = (typeof classSortValues)[number];
