import { type UserApprovalDecision, userApprovalDecisionSchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, Dialog, DialogClose, Field, SubmitButton, Textarea } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { decideApproval } from "../api/decide";

/** Reject with a reason (shown to the applicant), in a dialog. */
export function RejectDialog({ id, applicant, onDecided }: { id: number; applicant: string; onDecided: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<UserApprovalDecision>({
    resolver: zodResolver(userApprovalDecisionSchema),
    defaultValues: { status: "rejected", reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const formId = `reject-${id}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await decideApproval(id, values);
      setOpen(false);
      onDecided();
    } catch (error) {
      applyServerErrors(error, form.setError, ["reason", "status"]);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={<Button variant="secondary">Reject…</Button>}
      title={`Reject ${applicant}'s application`}
      description="The applicant sees this reason in their notification, their email and on /become-instructor."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <SubmitButton form={formId} variant="danger" pending={isSubmitting} pendingLabel="Rejecting…">
            Reject application
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <input type="hidden" {...form.register("status")} />
        <Field label="Reason" error={errors.reason?.message}>
          <Textarea rows={4} {...form.register("reason")} />
        </Field>
      </form>
    </Dialog>
  );
}
