import type { SimilarClassRequest } from "@guildforge/contracts";
import { useState } from "react";
import { Button, Dialog, DialogClose, Field, FormAlert, Input, SubmitButton } from "../../../../components/ui";
import { useDialogAction } from "../../../../lib/dialogs/use-dialog-action";
import { mergeClassRequest } from "../../api/merge-class-request";
import { RadioChoice } from "../radio-choice";

interface MergeDialogProps {
  id: number;
  requestTitle: string;
  similar: SimilarClassRequest[];
  onDone: () => void;
}

/** Merge this request (a duplicate) into another: pick a similar one or type its number. */
export function MergeDialog({ id, requestTitle, similar, onDone }: MergeDialogProps) {
  const candidates = similar.filter((s) => s.id !== id && !s.merged_into_id);
  const [into, setInto] = useState("");
  const dialog = useDialogAction({
    failure: "The requests were not merged. Please try again.",
    onDone,
    onClose: () => setInto(""),
  });
  const formId = `merge-${id}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const intoId = Number(into);
    if (!Number.isInteger(intoId) || intoId <= 0) return dialog.setProblem("Choose the request to merge into.");
    void dialog.run(() => mergeClassRequest(id, intoId));
  };

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="ghost" size="sm">
          Merge…
        </Button>
      }
      title="Merge a duplicate"
      description={`“${requestTitle}” shows “merged into …”; its votes move to the other request (no double votes) and its requester is notified.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <SubmitButton form={formId} pending={dialog.pending} pendingLabel="Merging…">
            Merge
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {candidates.length ? (
          <fieldset>
            <legend className="text-sm font-semibold text-iron-200">Similar requests</legend>
            <ul className="mt-2 space-y-2">
              {candidates.map((s) => (
                <li key={s.id}>
                  <RadioChoice
                    name={`${formId}-into`}
                    value={s.id}
                    checked={into === String(s.id)}
                    onSelect={() => setInto(String(s.id))}
                    title={`#${s.id} ${s.title}`}
                    detail={`${s.status.replace("_", " ")} · ${s.votes_count} votes`}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <Field label="Request number to merge into" hint="The # shown on each request in the queue.">
          <Input inputMode="numeric" value={into} onChange={(e) => setInto(e.target.value.replace(/\D/g, ""))} />
        </Field>
        {dialog.problem ? <FormAlert>{dialog.problem}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
