import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, X } from "lucide-react";
import { Button, Field, Input } from "../../../components/ui";
import { zoneName } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { emptySession } from "./class-form-model";

interface SessionsEditorProps {
  // biome-ignore lint/suspicious/noExplicitAny: the class form's Conform form
  form: FormMetadata<any, string[]>;
  // biome-ignore lint/suspicious/noExplicitAny: the class form's field list
  field: FieldMetadata<({ start?: string; end?: string } | undefined)[] | undefined, any, string[]>;
  timeZone: string | null;
}

/**
 * Session rows (start and end as datetime-local, read in the forge's time zone by the form's
 * schema). "Add a session" and "Remove" are Conform's list intents: in place with JavaScript,
 * a round trip through the route action without it.
 */
export function SessionsEditor({ form, field, timeZone }: SessionsEditorProps) {
  const locale = useLocale();
  const { t } = useLingui();
  const rows = field.getFieldList();
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-iron-100">
        <Trans>Sessions</Trans>
      </legend>
      <p className="text-sm text-iron-400">
        {timeZone ? (
          <Trans>
            Times are in the forge's time zone:{" "}
            <strong className="text-iron-200" lang={locale}>
              {zoneName(timeZone, locale)}
            </strong>
            .
          </Trans>
        ) : (
          <Trans>Times are in the forge's time zone: choose a forge first.</Trans>
        )}
      </p>
      <ol className="space-y-4">
        {rows.map((row, i) => {
          const { start, end } = row.getFieldset();
          const n = i + 1;
          return (
            <li key={row.key} className="rounded-md border border-iron-700 p-4">
              <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                <Field label={t`Session ${n} starts`} error={start.errors?.[0]}>
                  <Input
                    type="datetime-local"
                    name={start.name}
                    key={start.key}
                    defaultValue={(start.initialValue as string | undefined) ?? ""}
                  />
                </Field>
                <Field label={t`Session ${n} ends`} error={end.errors?.[0]}>
                  <Input
                    type="datetime-local"
                    name={end.name}
                    key={end.key}
                    defaultValue={(end.initialValue as string | undefined) ?? ""}
                  />
                </Field>
                <Button
                  variant="ghost"
                  type="submit"
                  {...form.remove.getButtonProps({ name: field.name, index: i })}
                  aria-label={t`Remove session ${n}`}
                >
                  <X aria-hidden="true" />{" "}
                  <span className="sm:sr-only">
                    <Trans>Remove</Trans>
                  </span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        type="submit"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: emptySession })}
      >
        <Plus aria-hidden="true" /> <Trans>Add a session</Trans>
      </Button>
      {field.errors?.[0] ? (
        <p role="alert" className="text-sm font-medium text-danger-300">
          {field.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
