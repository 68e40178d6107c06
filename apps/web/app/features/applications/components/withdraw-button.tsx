import type { MyApplication } from "@guildforge/contracts";
import { Button, Dialog, DialogClose, FormAlert } from "../../../components/ui";
import { useDialogAction } from "../../../lib/dialogs/use-dialog-action";
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
  const { open, onOpenChange, problem, pending, run } = useDialogAction({
    failure: "The application was not withdrawn. Try again.",
  });
  const withdraw = () =>
    run(
      () => withdrawApplication(application.id),
      (updated) => {
        showToast({ type: "success", title: "Application withdrawn", message: application.class.title });
        onWithdrawn(updated);
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
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
