import type { Report } from "@guildforge/contracts";
import { useState } from "react";
import { Button, Dialog, DialogActions, Field, FormAlert, SubmitButton, Textarea } from "../../../../components/ui";
import { useDialogAction } from "../../../../lib/dialogs/use-dialog-action";
import { decideReport as defaultDecide, type ReportAction } from "../../api/decide-report";

const copy: Record<
  ReportAction,
  { label: string; title: (name: string) => string; description: (name: string) => string }
> = {
  dismiss: {
    label: "Dismiss",
    title: () => "Dismiss this report?",
    description: (name) => `Nothing happens to ${name}; the report moves to closed.`,
  },
  warn: {
    label: "Warn",
    title: (name) => `Warn ${name}?`,
    description: (name) => `${name} gets a warning by email; the report moves to closed.`,
  },
  suspend: {
    label: "Suspend",
    title: (name) => `Suspend ${name}?`,
    description: (name) => `${name} is signed out and cannot sign in or send messages until an administrator lifts it.`,
  },
};

interface ReportDecisionDialogProps {
  report: Report;
  action: ReportAction;
  onDone: () => void;
  decide?: typeof defaultDecide;
}

/**
 * Dismiss, warn or suspend, after a confirmation with an optional note. Warn and suspend act on
 * the report's reported user (the server reads it from the report, decision 503): the dialog
 * names that person and their email, and says the reporter is not affected, before the admin confirms.
 */
export function ReportDecisionDialog({ report, action, onDone, decide = defaultDecide }: ReportDecisionDialogProps) {
  const [note, setNote] = useState("");
  const name = report.reported_user.name;
  const text = copy[action];
  const dialog = useDialogAction({
    failure: "The decision was not saved. Please try again.",
    onDone,
    onClose: () => setNote(""),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void dialog.run(() => decide(report.id, action, note.trim()));
  };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant={action === "suspend" ? "danger" : action === "warn" ? "primary" : "secondary"} size="sm">
          {text.label}
        </Button>
      }
      title={text.title(name)}
      description={text.description(name)}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {action === "dismiss" ? null : (
          <p data-testid="decision-target" className="rounded-md border border-iron-700 bg-iron-900 px-3 py-2 text-sm">
            <span className="text-iron-300">This acts on </span>
            <strong className="text-iron-100">{name}</strong>
            <span className="text-iron-300"> ({report.reported_user.email}), the reported person. </span>
            <span className="text-iron-300">{report.reporter.name}, who reported, is not affected.</span>
          </p>
        )}
        <Field label="Note (optional)" hint="Kept with the decision for other administrators.">
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={3} />
        </Field>
        {dialog.problem ? <FormAlert>{dialog.problem}</FormAlert> : null}
        <DialogActions>
          <SubmitButton
            pending={dialog.pending}
            pendingLabel="Saving…"
            variant={action === "suspend" ? "danger" : "primary"}
          >
            {text.label}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
