import { linkifyBody } from "../lib/linkify-body";

/** A message's plain text with its links made clickable; React escapes the rest, so it is never HTML. */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkifyBody(body).map((part, i) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener nofollow ugc"
            className="font-medium underline decoration-current/50 underline-offset-2 hover:decoration-current"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
