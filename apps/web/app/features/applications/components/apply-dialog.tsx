import type { ApplicationCreated } from "@guildforge/contracts";
import { useState } from "react";
import { Button, Dialog, DialogClose, SubmitButton } from "../../../components/ui";
import type { ApplyClassFacts } from "../lib/apply-form";
import { ApplyForm } from "./apply-form";

/** The "Apply" button and its dialog (open state own or lifted); the form is remounted (cleared) each time it opens. */
export function ApplyDialog({
  classId,
  title,
  label,
  autoAccept,
  facts,
  onApplied,
  open: openProp,
  onOpenChange,
}: {
  classId: number;
  title: string;
  label: string;
  autoAccept: boolean;
  facts: ApplyClassFacts;
  onApplied: (result: ApplicationCreated) => void;
  /** Controlled from outside when another button (the phone booking bar) opens the same dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const [pending, setPending] = useState(false);
  const formId = `apply-${classId}`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button className="w-full">{label}</Button>}
      title={`Apply: ${title}`}
      stickyFooter
      description={
        autoAccept
          ? "Seats are given in order while they last; a full class puts you on the waitlist."
          : "The instructor reviews every application and answers by notification and email."
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <SubmitButton form={formId} pending={pending} pendingLabel="Sending…">
            Send application
          </SubmitButton>
        </>
      }
    >
      {/* No scroll box of its own (issue 37): the dialog scrolls as a whole, so every safety
          checkbox and its error is in the page-like flow, and the footer stays on screen. */}
      <div>
        {open ? (
          <ApplyForm
            formId={formId}
            classId={classId}
            facts={facts}
            onPendingChange={setPending}
            onApplied={(result) => {
              setOpen(false);
              onApplied(result);
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
