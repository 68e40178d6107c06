import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ComponentProps, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { FormToken } from "./form-token";

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
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: any contract's form
type ConformForm = ReturnType<typeof useForm<any, any>>[0];

/** `<Form method="post">` with the page's CSRF token and Conform's props; its own `noValidate` after hydration. */
export function ContractForm({
  form,
  children,
  ...props
}: { form: ConformForm; children: ReactNode } & Omit<ComponentProps<typeof Form>, "method" | "id" | "onSubmit">) {
  return (
    <Form method="post" {...getFormProps(form)} {...props}>
      <FormToken />
      {children}
    </Form>
  );
}

/** Whether the page's form POST is on its way (for the submit button's busy state). */
export function useFormPending(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
}
