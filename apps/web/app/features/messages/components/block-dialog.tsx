import type { Conversation } from "@guildforge/contracts";
import { Ban } from "lucide-react";
import { Button, Dialog, DialogClose, FormAlert } from "../../../components/ui";
import { useDialogAction } from "../../../lib/dialogs/use-dialog-action";
import { setBlock as defaultSetBlock } from "../api/set-block";

interface BlockDialogProps {
  conversation: Conversation;
  onChanged: (conversation: Conversation) => void;
  setBlock?: typeof defaultSetBlock;
}

/** Block or unblock the other person, after a confirmation. The blocked person is not told. */
export function BlockDialog({ conversation, onChanged, setBlock = defaultSetBlock }: BlockDialogProps) {
  const name = conversation.other.name;
  const blocking = !conversation.blocked_by_me;
  const dialog = useDialogAction({
    failure: blocking ? `${name} was not blocked. Please try again.` : "Please try again.",
  });
  const confirm = () =>
    void dialog.run(
      () => setBlock(conversation.other.id, blocking),
      () =>
        onChanged({
          ...conversation,
          blocked_by_me: blocking,
          // unblocking lifts only the viewer's block: the server tells whether the other side blocked too
          can_send: !blocking,
        }),
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
          ? `Neither of you can send messages in any conversation while the block lasts. ${name} is not told, and this conversation stays readable.`
          : `You can message each other again.`
      }
    >
      {dialog.problem ? <FormAlert className="mb-4">{dialog.problem}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button variant={blocking ? "danger" : "primary"} onClick={confirm} disabled={dialog.pending}>
          {dialog.pending ? (blocking ? "Blocking…" : "Unblocking…") : blocking ? `Block ${name}` : `Unblock ${name}`}
        </Button>
      </div>
    </Dialog>
  );
}
