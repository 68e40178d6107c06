import { useState } from "react";
import { Dialog, DialogActions, Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { useDialogAction } from "../../../lib/dialogs/use-dialog-action";
import { showToast } from "../../../lib/toast/show-toast";
import { createReport as defaultCreateReport } from "../api/create-report";

interface ReportDialogProps {
  /** What is reported: one message (against its author), or the whole conversation (against the other person). */
  target: { message_id: number } | { conversation_id: number; reported_user_id: number };
  otherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  createReport?: typeof defaultCreateReport;
}

/** Report a message or the conversation to the admins, with a reason (10 to 1,000 characters). */
export function ReportDialog({
  target,
  otherName,
  open,
  onOpenChange,
  createReport = defaultCreateReport,
}: ReportDialogProps) {
  const [reason, setReason] = useState("");
  const dialog = useDialogAction({
    failure: "The report was not sent. Please try again.",
    onClose: () => setReason(""),
  });
  const isMessage = "message_id" in target;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 10) return dialog.setProblem("Tell us what happened in at least 10 characters.");
    if (text.length > 1000) return dialog.setProblem("Keep the reason under 1,000 characters.");
    void dialog.run(
      () => createReport({ ...target, reason: text }),
      () => {
        onOpenChange(false);
        setReason("");
        showToast({ type: "success", title: "Report sent", message: "Thank you. An administrator will look at it." });
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        dialog.onOpenChange(next);
        onOpenChange(next);
      }}
      title={isMessage ? "Report this message" : `Report the conversation with ${otherName}`}
      description={`Administrators read the ${isMessage ? "message and the ones around it" : "conversation"}. ${otherName} is not told who reported.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="What happened?" hint="At least 10 characters." required>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={4} />
        </Field>
        {dialog.problem ? <FormAlert>{dialog.problem}</FormAlert> : null}
        <DialogActions>
          <SubmitButton pending={dialog.pending} pendingLabel="Sending…">
            Send report
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
