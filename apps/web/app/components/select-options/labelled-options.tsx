import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";

interface LabelledOptionsProps<T extends string> {
  values: readonly T[];
  /** Each value's label: a text, or a message translated here in the page's language. */
  labels: Record<T, string | MessageDescriptor>;
}

/** One `<option>` per value, shown by its label (skill levels, sort orders); the caller adds any empty option. */
export function LabelledOptions<T extends string>({ values, labels }: LabelledOptionsProps<T>) {
  const { i18n } = useLingui();
  return (
    <>
      {values.map((value) => {
        const label = labels[value];
        return (
          <option key={value} value={value}>
            {typeof label === "string" ? label : i18n._(label)}
          </option>
        );
      })}
    </>
  );
}
