import type { SimilarClassRequest } from "@guildforge/contracts";
import { useState } from "react";
import { Button, Dialog, DialogClose, Field, FormAlert, Input, SubmitButton } from "../../../../components/ui";
import { mergeClassRequest } from "../../api/merge-class-request";
import { errorMessage } from "../../lib/error-message";

interface MergeDialogProps {
  id: number;
  requestTitle: string;
  similar: SimilarClassRequest[];
  onDone: () => void;
}

/** Merge this request (a duplicate) into another: pick a similar one or type its number. */
export function MergeDialog({ id, requestTitle, similar, onDone }: MergeDialogProps) {
  const [open, setOpen] = useState(false);
  const candidates = similar.filter((s) => s.id !== id && !s.merged_into_id);
  const [into, setInto] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = `merge-${id}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const intoId = Number(into);
    if (!Number.isInteger(intoId) || intoId <= 0) return setProblem("Choose the request to merge into.");
    setPending(true);
    setProblem(null);
    try {
      await mergeClassRequest(id, intoId);
      setOpen(false);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, "The requests were not merged. Please try again."));
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
          setInto("");
          setProblem(null);
        }
      }}
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
          <SubmitButton form={formId} pending={pending} pendingLabel="Merging…">
            Merge
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {candidates.length ? (
          <fieldset>
            <legend className="text-sm font-semibold text-iron-200">Similar requests</legend>
            <ul className="mt-2 space-y-2">
              {candidates.map((s) => (
                <li key={s.id}>
                  <label className="flex cursor-pointer gap-3 rounded-md border border-iron-600 p-3 has-[:checked]:border-ember-500 has-[:checked]:bg-iron-800">
                    <input
                      type="radio"
                      name={`${formId}-into`}
                      value={s.id}
                      checked={into === String(s.id)}
                      onChange={() => setInto(String(s.id))}
                      className="mt-1 size-4 accent-ember-500"
                    />
                    <span>
                      <span className="block font-semibold text-iron-100">
                        #{s.id} {s.title}
                      </span>
                      <span className="block text-sm text-iron-400">
                        {s.status.replace("_", " ")} · {s.votes_count} votes
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <Field label="Request number to merge into" hint="The # shown on each request in the queue.">
          <Input inputMode="numeric" value={into} onChange={(e) => setInto(e.target.value.replace(/\D/g, ""))} />
        </Field>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
