import type { ReactNode } from "react";
import { type FetcherWithComponents, useLocation } from "react-router";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { readBackField } from "../server/read-back";

/** Where the read forms post: the /notifications route's action (read-action.server.ts). */
export const readActionPath = "/notifications";

interface ReadFormProps {
  /** The owner's fetcher: it outlives this form (an item's button goes once it is read). */
  fetcher: FetcherWithComponents<unknown>;
  intent: "read" | "read-all";
  id?: number;
  /** With JavaScript, as it is sent: the store shows it read at once (the badge follows). */
  onSend(): void;
  className?: string;
  children: ReactNode;
}

/**
 * "Mark read" / "Mark all read" as a form (issue 38): without JavaScript a POST to /notifications
 * that comes back to this page (`redirect_to`) showing it read; with it, sent by the owner's
 * fetcher while the store shows it read. Marking read is idempotent, so no page key.
 */
export function ReadForm({ fetcher, intent, id, onSend, className, children }: ReadFormProps) {
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={readActionPath} className={className} onSubmit={() => onSend()}>
      <FormToken withKey={false} />
      <input type="hidden" name={formIntentField} value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <input type="hidden" name={readBackField} value={`${location.pathname}${location.search}`} />
      {children}
    </fetcher.Form>
  );
}
