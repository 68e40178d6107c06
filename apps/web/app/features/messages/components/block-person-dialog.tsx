import { Ban } from "lucide-react";
import { Button, Dialog, DialogActions, FormAlert } from "../../../components/ui";
import { useDialogAction } from "../../../lib/dialogs/use-dialog-action";
import { setBlock as defaultSetBlock } from "../api/set-block";

export interface BlockPersonDialogProps {
  person: { id: number; name: string };
  /** Whether the viewer blocked that person now. */
  blocked: boolean;
  /** After the block or unblock succeeded, with the new state. */
  onChanged: (blocked: boolean) => void;
  /** Where it stands: the thread header says "this conversation", a profile "your conversations". */
  readable?: string;
  setBlock?: typeof defaultSetBlock;
}

/** Block or unblock a person, after a confirmation. The blocked person is not told. */
export function BlockPersonDialog(props: BlockPersonDialogProps) {
  const { person, blocked, onChanged, readable = "your conversations stay", setBlock = defaultSetBlock } = props;
  const name = person.name;
  const blocking = !blocked;
  const dialog = useDialogAction({
    failure: blocking ? `${name} was not blocked. Please try again.` : "Please try again.",
  });
  const confirm = () =>
    void dialog.run(
      () => setBlock(person.id, blocking),
      () => onChanged(blocking),
    );
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="ghost" size="sm">
          <Ban aria-hidden="true" />
          {blocking ? "Block" : "Unblock"}
        </Button>
      }
      title={blocking ? `Block ${name}?` : `Unblock ${name}?`}
      description={
        blocking
          ? `Neither of you can send messages in any conversation while the block lasts. ${name} is not told, and ${readable} readable.`
          : `You can message each other again.`
      }
    >
      {dialog.problem ? <FormAlert className="mb-4">{dialog.problem}</FormAlert> : null}
      <DialogActions>
        <Button variant={blocking ? "danger" : "primary"} onClick={confirm} disabled={dialog.pending}>
          {dialog.pending ? (blocking ? "Blocking…" : "Unblocking…") : blocking ? `Block ${name}` : `Unblock ${name}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
