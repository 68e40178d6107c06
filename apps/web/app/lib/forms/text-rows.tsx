import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { Plus, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";

// biome-ignore lint/suspicious/noExplicitAny: any contract form
type AnyForm = FormMetadata<any, string[]>;

/**
 * An editable list of short texts in a contract form (a Conform field list `name[0]`, `name[1]`...):
 * one input per row, "Add" and "Remove". The buttons are Conform's `insert` / `remove` intents: with
 * JavaScript Conform adds or removes the row in place; without it they are submit buttons whose
 * POST the route action answers with the form as it was, plus or minus the row (lib/forms/list-rows.ts).
 */
export function TextRows({
  form,
  field,
  legend,
  hint,
  addLabel,
}: {
  form: AnyForm;
  // biome-ignore lint/suspicious/noExplicitAny: a list of texts in any contract form
  field: FieldMetadata<(string | undefined)[] | undefined, any, string[]>;
  legend: string;
  hint: string;
  addLabel: string;
}) {
  const { t } = useLingui();
  const rows = field.getFieldList();
  const list = legend.toLowerCase();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-iron-200">{legend}</legend>
      <p className="text-sm text-iron-400">{hint}</p>
      <ul className="space-y-2">
        {rows.map((item, i) => {
          const error = item.errors?.[0];
          const errorId = `${item.id}-error`;
          const n = i + 1;
          return (
            <li key={item.key}>
              <div className="flex gap-2">
                <Input
                  aria-label={`${legend} ${i + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  name={item.name}
                  defaultValue={(item.initialValue as string | undefined) ?? ""}
                />
                <Button
                  variant="ghost"
                  size="md"
                  type="submit"
                  {...form.remove.getButtonProps({ name: field.name, index: i })}
                  aria-label={t`Remove ${list} ${n}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error ? (
                <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger-300">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        type="submit"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: "" })}
      >
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
      {field.errors?.[0] ? (
        <p role="alert" className="text-sm font-medium text-danger-300">
          {field.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
