import { decisionNoteMax } from "@guildforge/contracts";
import { type ReactNode, useState } from "react";
import { Button, Dialog, DialogClose, Field, FormAlert, Textarea } from "../../../components/ui";

/** Reject with an optional note for the student(s), in a dialog; `onReject` does the request. */
export function RejectDialog({
  trigger,
  title,
  onReject,
}: {
  trigger: ReactNode;
  title: string;
  onReject: (note: string | undefined) => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setPending(true);
    setProblem(null);
    const failure = await onReject(note.trim() || undefined);
    setPending(false);
    if (failure) setProblem(failure);
    else {
      setOpen(false);
      setNote("");
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setProblem(null);
      }}
      trigger={trigger}
      title={title}
      description="The student is told by notification and email; the note is included."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void submit()} disabled={pending} aria-busy={pending || undefined}>
            {pending ? "Rejecting…" : "Reject"}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <Field label="Note to the student (optional)">
          <Textarea rows={3} maxLength={decisionNoteMax} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}
