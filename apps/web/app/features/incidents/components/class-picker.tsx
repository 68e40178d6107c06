import type { IncidentClass } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useSubmit } from "react-router";
import { Button, Field, Select } from "../../../components/ui";

/** Which class's incidents the page shows and records (`?class_id=`: a GET form, works without JavaScript). */
export function IncidentClassPicker({ classes, chosenId }: { classes: IncidentClass[]; chosenId: number }) {
  const submit = useSubmit();
  const { t } = useLingui();
  return (
    <Form
      method="get"
      autoComplete="off"
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onChange={(e) => void submit(e.currentTarget)}
    >
      <Field label={t`Class`}>
        <Select name="class_id" defaultValue={String(chosenId)} key={chosenId}>
          {classes.map((c) => (
            <option key={c.id} value={c.id} data-user-content="">
              {c.forge_name ? `${c.title} · ${c.forge_name}` : c.title}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="secondary">
        <Trans>Show class</Trans>
      </Button>
    </Form>
  );
}
