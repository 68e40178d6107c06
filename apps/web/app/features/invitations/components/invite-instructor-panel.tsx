import type { SubmissionResult } from "@conform-to/react";
import { createInvitationSchema, invitationValidDays } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { MailPlus } from "lucide-react";
import { Link, useActionData, useFetcher } from "react-router";
import { buttonClasses, Card, Field, FormAlert, Input, Select, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { formIntentField } from "../../../lib/forms/form-token";

export interface InviteForge {
  id: number;
  name: string;
}

/** The dashboard action's answer to this form (features/invitations/server/invitation-actions.server.ts). */
type InviteAnswer = {
  intent: "invite";
  result: SubmissionResult<string[]> | null;
  sent: { email: string; url: string } | null;
};

/**
 * "Invite an instructor" on the dashboard of hosts and admins (decision 373): an email and the
 * forge they will teach at; the invitation is emailed, and its link is shown once to share. Posts
 * to /dashboard's action: with JavaScript through a fetcher (the page stays), without it as the
 * page's own POST (decision 535).
 */
export function InviteInstructorPanel({ forges, isAdmin }: { forges: InviteForge[]; isAdmin: boolean }) {
  const fetcher = useFetcher<InviteAnswer>();
  const page = useActionData() as InviteAnswer | { intent?: string } | undefined;
  const answer = fetcher.data ?? (page?.intent === "invite" ? (page as InviteAnswer) : undefined);
  const [form, fields] = useContractForm(createInvitationSchema, {
    id: "invite-instructor",
    lastResult: answer?.result ?? null,
  });
  const sent = fetcher.state === "idle" ? answer?.sent : null;
  const { t } = useLingui();

  if (!isAdmin && forges.length === 0) {
    return (
      <Card className="space-y-3 p-5">
        <h2 className="text-xl font-semibold text-iron-100">
          <Trans>Invite an instructor</Trans>
        </h2>
        <p className="text-iron-300">
          <Trans>Instructors are invited to teach at one of your forges. List your forge first.</Trans>
        </p>
        <Link to="/dashboard/forges/new" className={buttonClasses("secondary", "sm")}>
          <Trans>Add a forge</Trans>
        </Link>
      </Card>
    );
  }

  return (
    <Card className="space-y-4 p-5" data-testid="invite-instructor">
      <div className="flex items-center gap-3">
        <MailPlus className="size-6 shrink-0 text-ember-400" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-iron-100">
          <Trans>Invite an instructor</Trans>
        </h2>
      </div>
      <p className="text-sm text-iron-300">
        <Trans>
          We email them a link, valid for {invitationValidDays} days. Once they accept, they can teach classes at the
          forge you choose.
        </Trans>
      </p>
      <ContractForm
        form={form}
        fetcher={fetcher}
        action="/dashboard"
        className="grid gap-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end"
      >
        <input type="hidden" name={formIntentField} value="invite" />
        <Field label={t`Their email`} error={fields.email.errors?.[0]} required>
          {/* A sent invitation empties the field (its key changes with each answer). */}
          <Input
            name="email"
            type="email"
            autoComplete="off"
            placeholder="smith@example.com"
            key={sent ? sent.url : fields.email.key}
            defaultValue={sent ? "" : (fields.email.initialValue as string | undefined)}
          />
        </Field>
        <Field label={t`Forge`} error={fields.venue_id.errors?.[0]}>
          <Select
            name="venue_id"
            key={fields.venue_id.key}
            defaultValue={
              (fields.venue_id.initialValue as string | undefined) ?? (forges[0] ? String(forges[0].id) : "")
            }
          >
            {isAdmin ? <option value="">{t`No forge (teaches anywhere)`}</option> : null}
            {forges.map((f) => (
              <option key={f.id} value={f.id} data-user-content="">
                {f.name}
              </option>
            ))}
          </Select>
        </Field>
        <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t`Sending…`}>
          <Trans>Send invitation</Trans>
        </SubmitButton>
      </ContractForm>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      {sent ? (
        <FormAlert tone="success">
          <Trans>
            Invitation sent to <strong>{sent.email}</strong>. You can also share this link with them:{" "}
            <a href={sent.url} className="break-all underline">
              {sent.url}
            </a>
          </Trans>
        </FormAlert>
      ) : null}
    </Card>
  );
}
