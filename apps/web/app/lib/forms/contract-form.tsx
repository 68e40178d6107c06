import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { focusFirstError } from "./focus-first-error";
import { contractFields, FormToken } from "./form-token";

/**
 * The one form helper (decision 535): Conform over a contract's zod schema. The same schema
 * validates in the browser once JavaScript runs (on blur, then as the person types) and in the
 * route action always; the action's answer (`lastResult`) puts the API's 422 on the same fields.
 * Without JavaScript the form is a plain POST to the route's action and the page comes back with
 * the errors and every typed value.
 */
export function useContractForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  const conform = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(contractFields(formData), { schema }),
  });
  // A new history entry (the action's redirect back to this page, a link) starts the form afresh,
  // as the page load without JavaScript does; a revalidation of the same entry keeps what is typed.
  const [form] = conform;
  // A refusal from the action (a 422, or the whole page back without JavaScript's help) brings the
  // first refused field into view and focus, as a refusal in the browser does (ContractForm).
  const answered = useRef(options.lastResult);
  useEffect(() => {
    if (answered.current === options.lastResult) return;
    answered.current = options.lastResult;
    const refused = options.lastResult?.error && Object.values(options.lastResult.error).some((e) => e?.length);
    if (refused) requestAnimationFrame(() => focusFirstError(document.getElementById(form.id)));
  }, [options.lastResult, form.id]);
  const { key } = useLocation();
  // The action answered this page (a refusal, a send that could not reach the server): its entry
  // is new, but the form keeps what was typed.
  const actionData = useActionData();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (actionData !== undefined) return;
    // Only a form still on the page (after a success the page may show its result instead).
    if (document.getElementById(form.id) instanceof HTMLFormElement) form.reset();
  }, [key, form, actionData]);
  return conform;
}

// biome-ignore lint/suspicious/noExplicitAny: any contract's form
type ConformForm = ReturnType<typeof useForm<any, any>>[0];

/**
 * `<Form method="post">` with the page's CSRF token and idempotency key and Conform's props; its
 * own `noValidate` after hydration. With `fetcher`, the fetcher's form (the page does not navigate:
 * a dialog's form); without JavaScript it is the same plain POST.
 */
export function ContractForm({
  form,
  fetcher,
  children,
  onBlur,
  ...props
}: {
  form: ConformForm;
  fetcher?: { Form: typeof Form };
  children: ReactNode;
} & Omit<ComponentProps<typeof Form>, "method" | "id" | "onSubmit">) {
  const Element = fetcher?.Form ?? Form;
  const formProps = getFormProps(form);
  return (
    <Element
      method="post"
      data-route-action=""
      {...formProps}
      onSubmit={(event) => {
        const element = event.currentTarget;
        formProps.onSubmit(event);
        // The browser's check refused a send (Conform prevented it): the first refused field, once
        // shown. Conform also validates a field on blur through a submit event whose submitter is
        // its intent button; focus stays where the person moved it then.
        if (event.defaultPrevented && !isConformIntent(event.nativeEvent)) {
          focusFirstErrorWhenShown(element);
        }
      }}
      onBlur={(event) => {
        onBlur?.(event);
        // Pressing the send button takes the focus from the last field, whose check on blur may
        // show a refusal that moves the button before the press ends, so no submit follows: the
        // press is answered as a refused send would be, with the first refused field.
        const next = event.relatedTarget;
        if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === event.currentTarget) {
          if (next.name !== conformIntentName) focusFirstErrorWhenShown(event.currentTarget);
        }
      }}
      {...props}
    >
      <FormToken scope={`:${form.id}`} />
      {children}
    </Element>
  );
}

/**
 * Focuses the first refused field once the refusal is on the page; it looks again for a few frames
 * in case the refusal is marked after the event that asked for it.
 */
function focusFirstErrorWhenShown(element: HTMLElement, frames = 10) {
  requestAnimationFrame(() => {
    if (!focusFirstError(element) && frames > 1) focusFirstErrorWhenShown(element, frames - 1);
  });
}

/** Conform's validation intents (validate on blur or input) submit with a button of this name. */
const conformIntentName = "__intent__";

function isConformIntent(event: Event): boolean {
  const submitter = (event as SubmitEvent).submitter;
  return submitter?.getAttribute("name") === conformIntentName;
}

/** Whether the page's form POST is on its way (for the submit button's busy state). */
export function useFormPending(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
}
