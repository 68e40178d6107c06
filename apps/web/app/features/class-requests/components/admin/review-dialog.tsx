import { type ClassRequestStatus, type ReviewClassRequest, reviewClassRequestSchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  Button,
  type ButtonVariant,
  Dialog,
  DialogClose,
  Field,
  FormAlert,
  SubmitButton,
  Textarea,
} from "../../../../components/ui";
import { errorMessage } from "../../../../lib/api/error-message";
import { applyServerErrors } from "../../../../lib/forms/server-errors";
import { reviewClassRequest } from "../../api/review-class-request";

type ReviewStatus = Exclude<ClassRequestStatus, "fulfilled">;

const copy: Record<
  ReviewStatus,
  { trigger: string; title: string; hint: string; submit: string; variant: ButtonVariant }
> = {
  approved: {
    trigger: "Approve",
    title: "Approve for voting",
    hint: "Optional: the requester sees this in the live toast, the notification and on their requests page.",
    submit: "Approve",
    variant: "primary",
  },
  rejected: {
    trigger: "Reject…",
    title: "Send back for updates",
    hint: "Required: tell the requester what needs changing. They can edit and resubmit.",
    submit: "Reject",
    variant: "danger",
  },
  in_review: {
    trigger: "Back to review",
    title: "Move back to review",
    hint: "Optional: why it is back under review (voting pauses meanwhile).",
    submit: "Move to review",
    variant: "primary",
  },
};

interface ReviewDialogProps {
  id: number;
  requestTitle: string;
  status: ReviewStatus;
  onDone: () => void;
}

/** One review decision with its message, in a dialog (a rejection needs the message). */
export function ReviewDialog({ id, requestTitle, status, onDone }: ReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const c = copy[status];
  const form = useForm<z.input<typeof reviewClassRequestSchema>, unknown, ReviewClassRequest>({
    resolver: zodResolver(reviewClassRequestSchema),
    defaultValues: { status, message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const formId = `review-${status}-${id}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reviewClassRequest(id, { status, message: values.message || undefined });
      setOpen(false);
      form.reset();
      onDone();
    } catch (error) {
      if (applyServerErrors(error, form.setError, ["message"])) return;
      form.setError("root", { message: errorMessage(error, "The review was not saved. Please try again.") });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={
        <Button variant={status === "approved" ? "primary" : "secondary"} size="sm">
          {c.trigger}
        </Button>
      }
      title={c.title}
      description={`“${requestTitle}”`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <SubmitButton form={formId} variant={c.variant} pending={isSubmitting} pendingLabel="Saving…">
            {c.submit}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        <input type="hidden" {...form.register("status")} />
        <Field
          label={status === "rejected" ? "Message to the requester" : "Message to the requester (optional)"}
          hint={c.hint}
          error={errors.message?.message}
          required={status === "rejected"}
        >
          <Textarea rows={4} {...form.register("message")} />
        </Field>
      </form>
    </Dialog>
  );
}
