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
    description: (name) => `${name} gets a warning by notification and email; the report moves to closed.`,
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

/** Dismiss, warn or suspend, after a confirmation with an optional note. */
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
