import { useRouteLoaderData } from "react-router";

/** The form field of the page forms' CSRF token; the server reads it before the action runs. */
export const formTokenField = "_csrf";
/** The form field of the page view's Idempotency-Key, which the action sends with its API call. */
export const formKeyField = "_key";
/** The form field that names which of a page's forms was sent, for its action to dispatch on. */
export const formIntentField = "_intent";

/** The form's own fields, without the helper's (token, key, intent): what the contract schema reads. */
export function contractFields(formData: FormData): FormData {
  const fields = new FormData();
  for (const [name, value] of formData) {
    if (name !== formTokenField && name !== formKeyField && name !== formIntentField) fields.append(name, value);
  }
  return fields;
}

/**
 * The hidden fields every route-action form carries (decision 535): the CSRF token made for this
 * visitor by the server, and the page view's idempotency key (the root loader's, new on every page
 * view and after every action), so a form sent twice (a double tap, a resent POST) writes once.
 * A form whose write is idempotent by itself and is sent again and again from one page view (a
 * vote toggle) goes `withKey={false}`: one key for two different writes would be refused.
 */
export function FormToken({ scope = "", withKey = true }: { scope?: string; withKey?: boolean }) {
  const root = useRouteLoaderData("root") as { formToken?: string; formKey?: string } | undefined;
  return (
    <>
      <input type="hidden" name={formTokenField} value={root?.formToken ?? ""} />
      {withKey ? (
        <input type="hidden" name={formKeyField} value={root?.formKey ? `${root.formKey}${scope}` : ""} />
      ) : null}
    </>
  );
}
