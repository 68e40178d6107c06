import type { LightMyRequestResponse } from "fastify";
import { responseProblem } from "../../apps/server/test/response-problem.ts";

/**
 * The fuzz suite's verdict on one answer, or null when it is right. Refusals go through the
 * hostile-input table's check (apps/server/test/response-problem.ts: no 5xx, the error shapes of
 * docs/product.md#errors, no stack or SQL text); any answer, success or page included, must carry
 * no stack frame or database error, and come within the hang bound.
 */

/** A hang detector, not a performance claim: generous so a loaded CI machine never trips it. */
export const hangBoundMs = 5000;

/** Text only a leaked exception carries (narrower than the refusal check: pages hold prose). */
const leakedError =
  /\bat [\w.<>$]+ \([^)\s]*:\d+:\d+\)|node_modules\/|syntax error at or near|invalid input syntax for|out of range for type|violates (unique|foreign key|check|not-null) constraint|DrizzleQueryError/;

/**
 * Pages whose purpose is to show operators the errors and slow SQL the server met (issue 19's
 * exceptions and slow-query cards, admin only): an exception recorded earlier in the run
 * ("DrizzleQueryError at apps/...") is their content, not a leak, and the 5xx that caused it is
 * already a failure of its own. Status and time are still checked.
 */
const operatorErrorPages = new Set(["/admin/performance", "/api/admin/performance"]);

export function responseVerdict(res: LightMyRequestResponse, ms: number, path = ""): string | null {
  if (ms > hangBoundMs) return `answered after ${Math.round(ms)} ms (hang bound ${hangBoundMs} ms)`;
  const problem = responseProblem(res);
  if (problem) return `${res.statusCode}: ${problem}`;
  if (res.statusCode < 300 && operatorErrorPages.has(path)) return null;
  if (leakedError.test(res.body)) return `${res.statusCode}: stack frame or database error in the body`;
  return null;
}

/** The same for a server-rendered page: HTML refusals are pages, so only status, leaks and time. */
export function pageVerdict(res: LightMyRequestResponse, ms: number, pattern = ""): string | null {
  if (ms > hangBoundMs) return `answered after ${Math.round(ms)} ms (hang bound ${hangBoundMs} ms)`;
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 300 && operatorErrorPages.has(pattern)) return null;
  if (leakedError.test(res.body)) return `${res.statusCode}: stack frame or database error in the page`;
  return null;
}

/** What a failed fast-check run reports: the property's error, or why the run stopped. */
export function failureOf(details: {
  failed: boolean;
  errorInstance?: unknown;
  numRuns: number;
  interrupted: boolean;
}): string {
  if (details.errorInstance instanceof Error) return details.errorInstance.message;
  if (details.errorInstance !== undefined) return String(details.errorInstance);
  return details.interrupted ? `interrupted after ${details.numRuns} runs` : `stopped after ${details.numRuns} runs`;
}
