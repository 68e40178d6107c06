import { useRouteLoaderData } from "react-router";

/** The form field of the page forms' CSRF token; the server reads it before the action runs. */
export const formTokenField = "_csrf";

/**
 * The hidden token every route-action form carries (the root loader's `formToken`, made for this
 * visitor by the server, decision 535).
 */
export function FormToken() {
  const root = useRouteLoaderData("root") as { formToken?: string } | undefined;
  return <input type="hidden" name={formTokenField} value={root?.formToken ?? ""} />;
}
