import {
  type FeedbackKind,
  type FeedbackStatus,
  feedbackKindLabels,
  feedbackKinds,
  feedbackStatuses,
  feedbackStatusLabels,
} from "@guildforge/contracts";
import { Form } from "react-router";
import { Button, Field, Select } from "../../../../components/ui";

/** Type and status filters of the inbox: a GET form, so they work without JavaScript and keep the URL shareable. */
export function InboxFilters({ kind, status }: { kind?: FeedbackKind; status?: FeedbackStatus }) {
  return (
    <Form method="get" autoComplete="off" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Filter the inbox">
      <Field label="Type" className="w-48">
        <Select name="kind" defaultValue={kind ?? ""}>
          <option value="">All types</option>
          {feedbackKinds.map((k) => (
            <option key={k} value={k}>
              {feedbackKindLabels[k]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Status" className="w-40">
        <Select name="status" defaultValue={status ?? ""}>
          <option value="">Any status</option>
          {feedbackStatuses.map((s) => (
            <option key={s} value={s}>
              {feedbackStatusLabels[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}
