// Plain data, no zod (decision 460): the browse filters of /classes and the class page read these
// in the browser at page load, so they stay out of the module that builds the class schemas.

/** ISO 4217 codes the forms offer; any 3-letter code is accepted by the API. */
export const commonCurrencies = ["USD", "GBP", "CAD", "EUR"] as const;

/** The orders GET /api/classes accepts (`sort`). */
export const classSortValues = [
  "relevance",
  "soonest",
  "newest",
  "price_asc",
  "price_desc",
  "nearest",
  "rating",
] as const;
/**
 * The "Highest rated" sort (issue 40 point 5): a class's instructor's published reviews as a Bayesian
 * average, (prior weight x prior mean + sum of stars) / (prior weight + count), so three five-star
 * reviews do not outrank fifty at 4.8. Reviews are of past classes; an upcoming class reads by its
 * instructor's.
 */
export const ratingPrior = { weight: 5, mean: 4 } as const;
export type ClassSort = (typeof classSortValues)[number];
