import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { focusFirstError } from "./focus-first-error";
import { FormToken } from "./form-token";

/**
 * A route-action form checked by its action alone (decision 535), for a public page that loads no
 * zod (decision 460): Conform's state without a schema in the browser; the action parses with the
 * form's schema and its answer (`lastResult`) puts the errors and values on the fields. A refusal
 * brings the first refused field into view and focus.
 */
export function useActionCheckedForm<Values extends Record<string, unknown>>(options: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Values>;
}) {
  const conform = useForm<Values>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
  });
  // As useContractForm: a page rendered with its refusal already focuses once it runs.
  const answered = useRef<typeof options.lastResult | "mounted">("mounted");
  useEffect(() => {
    if (answered.current === options.lastResult) return;
    answered.current = options.lastResult;
    const refused = options.lastResult?.error && Object.values(options.lastResult.error).some((e) => e?.length);
    if (refused) requestAnimationFrame(() => focusFirstError(document.getElementById(options.id)));
  }, [options.lastResult, options.id]);
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

/**
 * Whether the page's form POST is on its way (for the submit button's busy state): from the click
 * until the page that answers it is shown (a redirect's page loading too), so a button never reads
 * as ready again in between and cannot be sent twice.
 */
export function useFormPending(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
}
