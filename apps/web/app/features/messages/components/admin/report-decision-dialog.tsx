import type { Report } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, DialogClose, Field, FormAlert, SubmitButton, Textarea } from "../../../../components/ui";
import { ContractForm, useContractForm } from "../../../../lib/forms/contract-form";
import { type DecisionAnswer, recordIdField, useDecisionAnswer } from "../../../../lib/forms/decision";
import { formIntentField } from "../../../../lib/forms/form-token";
import { ReasonDisclosure } from "../../../../lib/forms/reason-disclosure";
import { reportDecisionFormSchema } from "../../lib/report-decision-form";

export type ReportAction = "dismiss" | "warn" | "suspend";

const labels: Record<ReportAction, MessageDescriptor> = {
  dismiss: msg({ message: "Dismiss", context: "report decision" }),
  warn: msg({ message: "Warn", context: "report decision" }),
  suspend: msg({ message: "Suspend", context: "report decision" }),
};

/** The confirmation's title and description; the reported person's name is marked as their content. */
function confirmationText({ action, name }: { action: ReportAction; name: string }): {
  title: ReactNode;
  description: ReactNode;
} {
  const who = <span data-user-content="">{name}</span>;
  switch (action) {
    case "dismiss":
      return {
        title: <Trans>Dismiss this report?</Trans>,
        description: <Trans>Nothing happens to {who}; the report moves to closed.</Trans>,
      };
    case "warn":
      return {
        title: <Trans>Warn {who}?</Trans>,
        description: <Trans>{who} gets a warning by email; the report moves to closed.</Trans>,
      };
    case "suspend":
      return {
        title: <Trans>Suspend {who}?</Trans>,
        description: (
          <Trans>{who} is signed out and cannot sign in or send messages until an administrator lifts it.</Trans>
        ),
      };
  }
}

/**
 * Dismiss, warn or suspend, after a confirmation with an optional note: in a dialog with
 * JavaScript, inline without it (decision 535); posts to /admin/reports' action through the
 * report's fetcher. Warn and suspend act on the report's reported user (the server reads it from
 * the report, decision 503): the confirmation names that person and their email, and says the
 * reporter is not affected, before the admin confirms.
 */
export function ReportDecisionDialog({
  report,
  action,
  fetcher,
}: {
  report: Report;
  action: ReportAction;
  fetcher: FetcherWithComponents<DecisionAnswer>;
}) {
  const [open, setOpen] = useState(false);
  const answer = useDecisionAnswer(fetcher.data, report.id, action);
  const done = Boolean(answer.answer?.notice);
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  const { i18n } = useLingui();
  const text = confirmationText({ action, name: report.reported_user.name });
  const lastResult = answer.answer?.result ?? null;
  return (
    <ReasonDisclosure
      label={i18n._(labels[action])}
      variant={action === "suspend" ? "danger" : action === "warn" ? "primary" : "secondary"}
      size="sm"
      title={text.title}
      description={text.description}
      open={open}
      onOpenChange={setOpen}
      refused={answer.fromPage && Boolean(lastResult)}
    >
      {(place) => (
        <DecisionForm
          report={report}
          action={action}
          place={place}
          fetcher={fetcher}
          lastResult={place === "inline" && !answer.fromPage ? null : lastResult}
        />
      )}
    </ReasonDisclosure>
  );
}

function DecisionForm({
  report,
  action,
  place,
  fetcher,
  lastResult,
}: {
  report: Report;
  action: ReportAction;
  place: "dialog" | "inline";
  fetcher: FetcherWithComponents<DecisionAnswer>;
  lastResult: DecisionAnswer["result"];
}) {
  const [form, fields] = useContractForm(reportDecisionFormSchema, {
    id: `report-${report.id}-${action}-${place}`,
    lastResult,
    defaultValue: { decision: action },
  });
  const pending = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === action;
  const { t, i18n } = useLingui();
  const name = report.reported_user.name;
  const reporter = report.reporter.name;
  const email = report.reported_user.email;
  const problem = form.errors?.[0] ?? fields.decision.errors?.[0];
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-4">
      <input type="hidden" name={formIntentField} value={action} />
      <input type="hidden" name={recordIdField} value={report.id} />
      <input type="hidden" name="decision" value={action} />
      {action === "dismiss" ? null : (
        <p data-testid="decision-target" className="rounded-md border border-iron-700 bg-iron-900 px-3 py-2 text-sm">
          <span className="text-iron-300">
            <Trans>
              This acts on{" "}
              <strong className="text-iron-100" data-user-content="">
                {name}
              </strong>{" "}
              (<span data-user-content="">{email}</span>), the reported person.
            </Trans>{" "}
          </span>
          <span className="text-iron-300">
            <Trans>
              <span data-user-content="">{reporter}</span>, who reported, is not affected.
            </Trans>
          </span>
        </p>
      )}
      <Field
        label={t`Note (optional)`}
        hint={t`Kept with the decision for other administrators.`}
        error={fields.note.errors?.[0]}
      >
        <Textarea
          name="note"
          key={fields.note.key}
          defaultValue={fields.note.initialValue as string | undefined}
          maxLength={1000}
          rows={3}
        />
      </Field>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {place === "dialog" ? (
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={t`Saving…`} variant={action === "suspend" ? "danger" : "primary"}>
          {i18n._(labels[action])}
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
