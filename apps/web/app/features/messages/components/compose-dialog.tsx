import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { type ButtonVariant, buttonClasses, cx, Dialog } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { type StartAnswer, StartForm } from "./start-form";

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
  /** The button's words; by default "Message" and the person's name for screen readers. */
  label?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
  className?: string;
}

/** The `?message=` value that opens one button's form in the page: the person, and the class if any. */
export const messageOpenerValue = (to: { id: number }, classItem?: { id: number }) =>
  classItem ? `${to.id}-${classItem.id}` : String(to.id);

/**
 * An entry point to messaging ("Message the instructor", "Message", "Message the host"): the first
 * message's form, which starts (or reopens) the conversation and opens it (decision 535). With
 * JavaScript it is a dialog whose fetcher posts to /messages; without it the button asks for the
 * page with `?message={id}` and the same form shows in the page's flow. Hidden from the person
 * themself; visitors see a sign-in link; an unverified user sees the verify-email notice instead
 * of the form, also when the server refuses for that reason.
 */
export function MessageButton(props: MessageButtonProps) {
  const { to, classItem, viewerId, viewerVerified = true, label, variant = "secondary" } = props;
  const { size = "md", className } = props;
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<StartAnswer>();
  const { t } = useLingui();
  const name = <span data-user-content="">{to.name}</span>;

  if (viewerId === to.id) return null;
  if (viewerId === null)
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(pathname)}`}
        // A long name wraps instead of widening the page on a phone.
        className={buttonClasses(variant, size, cx("h-auto max-w-full", className), { wrap: true })}
      >
        <MessageSquare aria-hidden="true" />
        <Trans>Sign in to message {name}</Trans>
      </Link>
    );

  const value = messageOpenerValue(to, classItem);
  const anchor = `message-${value}`;
  const title = <Trans>Message {name}</Trans>;
  const classTitle = classItem ? <span data-user-content="">{classItem.title}</span> : null;
  const description = classTitle ? <Trans>About “{classTitle}”.</Trans> : t`Your conversation continues in Messages.`;
  const refused = fetcher.data?.unverified === true;
  const body = (place: "dialog" | "inline") =>
    !viewerVerified || (place === "dialog" && refused) ? (
      <VerifyEmailNotice reason={{ action: "message", name: to.name }} returnTo={pathname} alert={refused} />
    ) : (
      <StartForm
        to={to}
        classItem={classItem}
        place={place}
        fetcher={place === "dialog" ? fetcher : undefined}
        lastResult={place === "dialog" ? (fetcher.data?.result ?? null) : null}
      />
    );

  if (search.get("message") === value) {
    return (
      <section
        id={anchor}
        aria-labelledby={`${anchor}-title`}
        className="w-full space-y-3 rounded-lg border border-iron-700 bg-iron-900 p-4 text-left"
      >
        <h2 id={`${anchor}-title`} className="font-semibold text-iron-100">
          {title}
        </h2>
        <p className="text-sm text-iron-300">{description}</p>
        {body("inline")}
      </section>
    );
  }

  return (
    <>
      <DialogOpener
        name="message"
        value={value}
        anchor={anchor}
        onOpen={() => setOpen(true)}
        variant={variant}
        size={size}
        wrap
        className={cx("h-auto max-w-full", className)}
        formClassName="max-w-full"
      >
        <MessageSquare aria-hidden="true" />
        {label ?? (
          <>
            {t({ message: "Message", context: "button: write to a person" })}
            <span className="sr-only" data-user-content="">
              {" "}
              {to.name}
            </span>
          </>
        )}
      </DialogOpener>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description}>
        {open ? body("dialog") : null}
      </Dialog>
    </>
  );
}
