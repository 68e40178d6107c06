import { type ApplicationStatus, applicationStatuses } from "@guildforge/contracts";
import { Form, useSubmit } from "react-router";
import { LabelledOptions } from "../../../components/select-options/labelled-options";
import { Button, Field, Select } from "../../../components/ui";

export interface ClassOption {
  id: number;
  title: string;
  seats_left: number;
}

const statusLabels: Record<ApplicationStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  waitlisted: "Waitlisted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  cancelled: "Cancelled",
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
  return (
    <Form
      method="get"
      autoComplete="off"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onChange={(e) => void submit(e.currentTarget)}
    >
      <Field label="Class">
        <Select name="class_id" defaultValue={classId ? String(classId) : ""} key={`c${classId}`}>
          <option value="">All my classes</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} ({c.seats_left} {c.seats_left === 1 ? "seat" : "seats"} left)
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Status">
        <Select name="status" defaultValue={status} key={`s${status}`}>
          <option value="all">Any status</option>
          <LabelledOptions values={applicationStatuses} labels={statusLabels} />
        </Select>
      </Field>
      <Button type="submit" variant="secondary">
        Filter
      </Button>
    </Form>
  );
}
