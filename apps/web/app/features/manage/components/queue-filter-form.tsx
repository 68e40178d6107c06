import { type ApplicationStatus, applicationStatuses } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useSubmit } from "react-router";
import { LabelledOptions } from "../../../components/select-options/labelled-options";
import { Button, Field, Select } from "../../../components/ui";

export interface ClassOption {
  id: number;
  title: string;
  seats_left: number;
}

const statusLabels: Record<ApplicationStatus, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "application status" }),
  accepted: msg({ message: "Accepted", context: "application status" }),
  waitlisted: msg({ message: "Waitlisted", context: "application status" }),
  rejected: msg({ message: "Rejected", context: "application status" }),
  withdrawn: msg({ message: "Withdrawn", context: "application status" }),
  cancelled: msg({ message: "Cancelled", context: "application status" }),
};

/** Class and status filters kept in the URL (a GET form: works without JavaScript too). */
export function QueueFilterForm({
  classes,
  classId,
  status,
}: {
  classes: ClassOption[];
  classId: number | null;
  status: ApplicationStatus | "all";
}) {
  const submit = useSubmit();
  const { t, i18n } = useLingui();
  const labels = Object.fromEntries(
    Object.entries(statusLabels).map(([value, label]) => [value, i18n._(label)]),
  ) as Record<ApplicationStatus, string>;
  return (
    <Form
      method="get"
      autoComplete="off"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onChange={(e) => void submit(e.currentTarget)}
    >
      <Field label={t`Class`}>
        <Select name="class_id" defaultValue={classId ? String(classId) : ""} key={`c${classId}`}>
          <option value="">{t`All my classes`}</option>
          {classes.map((c) => (
            // A class's title is its instructor's words: the option is marked as people's content.
            <option key={c.id} value={c.id} data-user-content="">
              {c.title} ({t`${plural(c.seats_left, { one: "# seat left", other: "# seats left" })}`})
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Status`}>
        <Select name="status" defaultValue={status} key={`s${status}`}>
          <option value="all">{t`Any status`}</option>
          <LabelledOptions values={applicationStatuses} labels={labels} />
        </Select>
      </Field>
      <Button type="submit" variant="secondary">
        <Trans>Filter</Trans>
      </Button>
    </Form>
  );
}
