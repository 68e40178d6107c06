import { messageMaxLength } from "@guildforge/contracts/message-limits";
import { MessageSquare } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  Button,
  type ButtonVariant,
  buttonClasses,
  cx,
  Dialog,
  DialogActions,
  Field,
  FormAlert,
  SubmitButton,
  Textarea,
} from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { isVerificationRefusal } from "../../../lib/api/verification-refusal";
import { useDialogAction } from "../../../lib/dialogs/use-dialog-action";
import { startConversation as defaultStart } from "../api/start-conversation";
import { formatCount } from "../lib/format-count";

export interface MessageButtonProps {
  /** Who to message. */
  to: { id: number; name: string };
  /** The class the conversation is about. */
  classItem?: { id: number; title: string };
  /** The signed-in user's id; null for visitors, who get a sign-in link instead. */
  viewerId: number | null;
  /**
   * Whether the signed-in user's email is verified (default true): starting a conversation needs
   * it (decision 506), so the dialog shows the verify-email notice instead of the form.
   */
  viewerVerified?: boolean;
  label?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
  className?: string;
  start?: typeof defaultStart;
  newKey?: () => string;
}

/**
 * An entry point to messaging ("Message the instructor", "Message", "Message the host"): a small
 * dialog for the first message, which starts (or reopens) the conversation and opens it. Hidden
 * from the person themself; visitors see a sign-in link; an unverified user sees the verify-email
 * notice in the dialog (decision 212's notice), also when the server refuses for that reason.
 */
export function MessageButton(props: MessageButtonProps) {
  const { to, classItem, viewerId, viewerVerified = true, label = "Message", variant = "secondary" } = props;
  const { size = "md", className } = props;
  const { start = defaultStart, newKey = () => crypto.randomUUID() } = props;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [body, setBody] = useState("");
  const key = useRef<string | null>(null);
  // The server refused for an unverified email (the account changed since the page loaded).
  const [refused, setRefused] = useState(false);
  const dialog = useDialogAction({ failure: "Your message was not sent. Please try again." });

  if (viewerId === to.id) return null;
  if (viewerId === null)
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(pathname)}`}
        // A long name wraps instead of widening the page on a phone.
        className={buttonClasses(variant, size, cx("h-auto max-w-full", className), { wrap: true })}
      >
        <MessageSquare aria-hidden="true" />
        Sign in to message {to.name}
      </Link>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return dialog.setProblem("Write a message first.");
    if (text.length > messageMaxLength) return dialog.setProblem("Keep the message under 5,000 characters.");
    key.current ??= newKey();
    const request = { user_id: to.id, body: text, ...(classItem ? { class_id: classItem.id } : {}) };
    void dialog.run(
      () =>
        start(request, key.current ?? "").catch((error: unknown) => {
          if (isVerificationRefusal(error)) setRefused(true);
          throw error;
        }),
      (result) => {
        key.current = null;
        setBody("");
        navigate(`/messages/${result.conversation.id}`);
      },
    );
  };

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant={variant} size={size} wrap className={cx("h-auto max-w-full", className)}>
          <MessageSquare aria-hidden="true" />
          {label}
          {label === "Message" ? <span className="sr-only"> {to.name}</span> : null}
        </Button>
      }
      title={`Message ${to.name}`}
      description={classItem ? `About “${classItem.title}”.` : "Your conversation continues in Messages."}
    >
      {!viewerVerified || refused ? (
        <VerifyEmailNotice action={`message ${to.name}`} returnTo={pathname} alert={refused} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            label="Your message"
            hint={`${formatCount(body.length)} / ${formatCount(messageMaxLength)} characters`}
          >
            <Textarea
              value={body}
              onChange={(e) => {
                setBody(e.target.value);
                key.current = null;
              }}
              rows={5}
              placeholder={classItem ? "Ask about the class, the dates or what to bring…" : "Write your message…"}
            />
          </Field>
          {dialog.problem ? <FormAlert>{dialog.problem}</FormAlert> : null}
          <DialogActions>
            <SubmitButton pending={dialog.pending} pendingLabel="Sending…">
              Send message
            </SubmitButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
