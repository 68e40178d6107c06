import type { Conversation } from "@guildforge/contracts";
import { BlockPersonDialog } from "./block-person-dialog";

interface BlockDialogProps {
  conversation: Conversation;
  onChanged: (conversation: Conversation) => void;
}

/** The thread header's Block / Unblock of the other person, after a confirmation. The blocked person is not told. */
export function BlockDialog({ conversation, onChanged }: BlockDialogProps) {
  return (
    <BlockPersonDialog
      person={conversation.other}
      blocked={conversation.blocked_by_me}
      readable="conversation"
      onChanged={(blocking) =>
        onChanged({
          ...conversation,
          blocked_by_me: blocking,
          // unblocking lifts only the viewer's block: the server tells whether the other side blocked too
          can_send: !blocking,
        })
      }
    />
  );
}
