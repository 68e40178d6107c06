import { type ReactNode, useState } from "react";
import { Button, Dialog, DialogClose, FormAlert, SubmitButton } from "../../../components/ui";
import { errorMessage } from "../lib/error-message";
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
  const [open, setOpen] = useState(false);
  const [classId, setClassId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!classId) return setProblem("Choose the published class that fulfils it.");
    setPending(true);
    setProblem(null);
    try {
      await fulfil(classId);
      setOpen(false);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, "The class was not linked. Please try again."));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setClassId(null);
          setProblem(null);
        }
      }}
      trigger={trigger}
      title={`Fulfil “${title}”`}
      description="Link the published class that fulfils this request. The requester and everyone who voted are notified with its link."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {open ? <ClassPicker value={classId} onChange={setClassId} initialQuery="" /> : null}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <SubmitButton pending={pending} pendingLabel="Linking…">
            Mark fulfilled
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
