import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * After a form's send that could not reach the server (formClientAction answers
 * `networkFailure`), no loader runs again: offline they would fail too and turn the page, with
 * what the person typed, into the error screen. Every route a form's page sits in exports it.
 */
export function notAfterNetworkFailure({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { networkFailure?: boolean } | undefined)?.networkFailure ? false : defaultShouldRevalidate;
}
