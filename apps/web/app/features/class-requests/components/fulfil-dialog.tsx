import { type ReactNode, useState } from "react";
import { Dialog, DialogActions, FormAlert, SubmitButton } from "../../../components/ui";
import { useDialogAction } from "../../../lib/dialogs/use-dialog-action";
import { ClassPicker } from "./class-picker";

interface FulfilDialogProps {
  title: string;
  trigger: ReactNode;
  /** Links the chosen class (the card: POST .../fulfil; the admin queue: review with status fulfilled). */
  fulfil: (classId: number) => Promise<void>;
  onDone: () => void;
}

/** Choose the published class that fulfils a request; every voter is told with its link. */
export function FulfilDialog({ title, trigger, fulfil, onDone }: FulfilDialogProps) {
  const [classId, setClassId] = useState<number | null>(null);
  const dialog = useDialogAction({
    failure: "The class was not linked. Please try again.",
    onDone,
    onClose: () => setClassId(null),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!classId) return dialog.setProblem("Choose the published class that fulfills it.");
    void dialog.run(() => fulfil(classId));
  };

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={trigger}
      title={`Fulfill “${title}”`}
      description="Link the published class that fulfills this request. The requester and everyone who voted are notified with its link."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {dialog.open ? <ClassPicker value={classId} onChange={setClassId} initialQuery="" /> : null}
        {dialog.problem ? <FormAlert>{dialog.problem}</FormAlert> : null}
        <DialogActions>
          <SubmitButton pending={dialog.pending} pendingLabel="Linking…">
            Mark fulfilled
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
