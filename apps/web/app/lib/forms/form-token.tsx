import { useRouteLoaderData } from "react-router";

/** The form field of the page forms' CSRF token; the server reads it before the action runs. */
export const formTokenField = "_csrf";
/** The form field of the page view's Idempotency-Key, which the action sends with its API call. */
export const formKeyField = "_key";

/**
 * The hidden fields every route-action form carries (decision 535): the CSRF token made for this
 * visitor by the server, and the page view's idempotency key (the root loader's, new on every page
 * view and after every action), so a form sent twice (a double tap, a resent POST) writes once.
 */
export function FormToken({ scope = "" }: { scope?: string }) {
  const root = useRouteLoaderData("root") as { formToken?: string; formKey?: string } | undefined;
  return (
    <>
      <input type="hidden" name={formTokenField} value={root?.formToken ?? ""} />
      <input type="hidden" name={formKeyField} value={root?.formKey ? `${root.formKey}${scope}` : ""} />
    </>
  );
}
