import type { ChatMessage } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Flag, Mail } from "lucide-react";
import { RelativeTime } from "../../../components/time/relative-time";
import { cx } from "../../../components/ui";
import { MessageBody } from "./message-body";

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
  seen: boolean;
  onReport?: (message: ChatMessage) => void;
}

/** One message: the viewer's on the right in ember, the other person's on the left; "Seen" under the last one read. */
export function MessageBubble({ message, mine, senderName, seen, onReport }: MessageBubbleProps) {
  const { t } = useLingui();
  return (
    <li className={cx("group flex flex-col", mine ? "items-end" : "items-start")} data-testid="chat-message">
      <div className={cx("flex max-w-[85%] items-end gap-1.5 sm:max-w-[70%]", mine && "flex-row-reverse")}>
        <div
          className={cx(
            "rounded-2xl px-3.5 py-2 text-[0.95rem] leading-relaxed shadow-sm",
            mine ? "rounded-br-sm bg-ember-500 text-ember-ink" : "rounded-bl-sm bg-iron-800 text-iron-100",
          )}
        >
          <span className="sr-only">{mine ? t`You:` : <span data-user-content="">{senderName}:</span>} </span>
          {message.body ? <MessageBody body={message.body} /> : null}
          {message.attachments.length ? (
            <div
              className={cx("grid gap-1.5", message.body && "mt-2", message.attachments.length > 1 && "grid-cols-2")}
            >
              {message.attachments.map((a) => (
                <a key={a.url} href={a.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg">
                  <img
                    src={a.url}
                    srcSet={a.srcset ?? undefined}
                    sizes="(min-width: 640px) 20rem, 70vw"
                    width={a.width}
                    height={a.height}
                    alt={mine ? t`Sent by you` : t`Sent by ${senderName}`}
                    loading="lazy"
                    className="h-auto max-h-64 w-full object-cover"
                  />
                </a>
              ))}
            </div>
          ) : null}
        </div>
        {onReport && !mine ? (
          // As DialogOpener (lib/forms/dialog-opener.tsx), in the flag's own small shape: without
          // JavaScript a GET form asking for the thread with `?report=message-{id}`, which shows the
          // report form in its flow (decision 535); with it a click opens the dialog.
          <form method="get" action="#report-form">
            <input type="hidden" name="report" value={`message-${message.id}`} />
            <button
              type="submit"
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                onReport(message);
              }}
              className="rounded-md p-1.5 text-iron-500 opacity-60 hover:bg-iron-800 hover:text-ember-300 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ember-300 group-hover:opacity-100"
              aria-label={t`Report this message from ${senderName}`}
            >
              <Flag className="size-3.5" aria-hidden="true" />
            </button>
          </form>
        ) : null}
      </div>
      <p className="mt-1 flex items-center gap-1.5 px-1 text-xs text-iron-400">
        <RelativeTime iso={message.sent_at} align={mine ? "end" : "start"} />
        {message.via === "email" ? (
          <span className="inline-flex items-center gap-1">
            <Mail className="size-3" aria-hidden="true" /> <Trans>by email</Trans>
          </span>
        ) : null}
        {seen ? (
          <span className="font-semibold text-ember-300" data-testid="seen">
            · <Trans>Seen</Trans>
          </span>
        ) : null}
      </p>
    </li>
  );
}
