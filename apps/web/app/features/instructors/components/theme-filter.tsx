import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Button, Field, Select } from "../../../components/ui";

/**
 * The theme filter lives in the URL (`/instructors?theme=knife-making`): a plain GET form, so it
 * works before JavaScript loads and every filtered list has its own link.
 */
export function ThemeFilter({ current }: { current: ThemeSlug | null }) {
  const { t } = useLingui();
  return (
    <Form method="get" autoComplete="off" className="flex flex-wrap items-end gap-3" aria-label={t`Filter instructors`}>
      <Field label={t`Theme`} className="w-full sm:w-72">
        <Select name="theme" defaultValue={current ?? ""} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
          <option value="">{t`All themes`}</option>
          <ThemeOptions />
        </Select>
      </Field>
      <Button type="submit" variant="secondary">
        <Trans>Filter</Trans>
      </Button>
    </Form>
  );
}
