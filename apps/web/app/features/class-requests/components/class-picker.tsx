import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Field, Input } from "../../../components/ui";
import { useClassSearch } from "../api/search-classes";
import { RadioChoice } from "./radio-choice";

interface ClassPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  /** Starts the search with these words (the request's title works well). */
  initialQuery?: string;
  /** The radios' name, for the form that sends the choice. */
  name?: string;
}

/** Search published classes (GET /api/classes?q=) and choose one: a labelled radio list. */
export function ClassPicker({ value, onChange, error, initialQuery = "", name }: ClassPickerProps) {
  const [q, setQ] = useState(initialQuery);
  const { results, loading } = useClassSearch(q, true);
  const groupId = useId();
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <Field label={t`Search published classes`} hint={t`Words from the class title or description.`}>
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </Field>
      <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-semibold text-iron-200">
          <Trans>Class</Trans>
        </legend>
        <p className="sr-only" aria-live="polite">
          {loading ? t`Searching…` : t`${plural(results.length, { one: "# class found", other: "# classes found" })}`}
        </p>
        {results.length ? (
          <ul className="mt-2 max-h-64 space-y-2 overflow-y-auto pr-1">
            {results.map((c) => (
              <li key={c.id}>
                <RadioChoice
                  name={name ?? `${groupId}-class`}
                  value={c.id}
                  checked={value === c.id}
                  onSelect={() => onChange(c.id)}
                  title={<span data-user-content="">{c.title}</span>}
                  detail={
                    <span data-user-content="">{`${c.instructor.name}${c.venue ? ` · ${c.venue.name}` : ""}`}</span>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-iron-400">{loading ? t`Searching…` : t`No published class matches.`}</p>
        )}
        {error ? (
          <p id={`${groupId}-error`} role="alert" className="mt-2 text-sm font-medium text-danger-300">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
