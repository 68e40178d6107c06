import type { FeedbackItem } from "@guildforge/contracts";
import { useState } from "react";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../../components/ui";
import { isApiError, showInline } from "../../../../lib/api";
import { replyToFeedback } from "../../api/reply-to-feedback";

/** Replies to the sender by email from the inbox; the reply is kept on the item. */
export function ReplyForm({ item, onReplied }: { item: FeedbackItem; onReplied: (item: FeedbackItem) => void }) {
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    setSent(false);
    try {
      onReplied(await replyToFeedback(item.id, message));
      setMessage("");
      setSent(true);
    } catch (err) {
      showInline(err); // shown in the form, so not toasted as well
      setError(
        isApiError(err)
          ? (err.errors?.message?.[0] ?? err.message)
          : "The reply could not be sent. Check your connection and try again.",
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field label={`Reply to ${item.email ?? "the sender"} by email`} error={error ?? undefined}>
        <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={4} maxLength={5000} />
      </Field>
      {sent ? <FormAlert tone="success">Reply sent.</FormAlert> : null}
      <SubmitButton pending={pending} pendingLabel="Sending..." size="sm">
        Send reply
      </SubmitButton>
    </form>
  );
}
