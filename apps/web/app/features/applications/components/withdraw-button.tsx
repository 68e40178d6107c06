import type { MyApplication } from "@guildforge/contracts";
import { useState } from "react";
import { Button, Dialog, DialogClose, FormAlert } from "../../../components/ui";
import { isApiError } from "../../../lib/api";
import { showToast } from "../../../lib/toast/show-toast";
import { withdrawApplication } from "../api/withdraw";

/** Withdraw with a confirmation step: the seat goes to the next student on the waitlist. */
export function WithdrawButton({
  application,
  onWithdrawn,
}: {
  application: Pick<MyApplication, "id" | "status"> & { class: { title: string } };
  onWithdrawn: (updated: MyApplication) => void;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const withdraw = async () => {
    setPending(true);
    setProblem(null);
    try {
      const updated = await withdrawApplication(application.id);
      setOpen(false);
      showToast({ type: "success", title: "Application withdrawn", message: application.class.title });
      onWithdrawn(updated);
    } catch (error) {
      setProblem(isApiError(error) && error.message ? error.message : "The application was not withdrawn. Try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setProblem(null);
      }}
      trigger={
        <Button variant="secondary" size="sm">
          Withdraw…
        </Button>
      }
      title="Withdraw your application?"
      description={
        application.status === "accepted"
          ? `You give up your seat in “${application.class.title}”; the next student on the waitlist gets it.`
          : `Your application to “${application.class.title}” is withdrawn. You can apply again while the class takes applications.`
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Keep it</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void withdraw()} disabled={pending} aria-busy={pending || undefined}>
            {pending ? "Withdrawing…" : "Withdraw application"}
          </Button>
        </>
      }
    >
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </Dialog>
  );
}
