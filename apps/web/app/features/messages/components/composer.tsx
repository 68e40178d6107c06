import type { SubmissionResult } from "@conform-to/react";
import { type ChatMessage, type Conversation, messageMaxAttachments, messageMaxLength } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus, SendHorizontal, X } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button, buttonClasses, cx, FormAlert } from "../../../components/ui";
import { errorMessage } from "../../../lib/api/error-message";
import { FormToken, formIntentField, formKeyField } from "../../../lib/forms/form-token";
import { sendMessage as defaultSend, type OutgoingMessage } from "../api/send-message";
import { enterSends, isTouchDevice } from "../lib/composer-keys";
import { formatCount } from "../lib/format-count";

interface ComposerProps {
  conversationId: number;
  onSent: (result: { conversation: Conversation; message: ChatMessage }) => void;
  send?: (id: number, message: OutgoingMessage) => Promise<{ conversation: Conversation; message: ChatMessage }>;
  newKey?: () => string;
}

type Sent = { conversation: Conversation; message: ChatMessage };
/** The thread route's answer to a send (features/messages/server/send-message-action.server.ts). */
type SendAnswer = { intent?: string; sent?: Sent; result?: SubmissionResult<string[]> | null };

/** The composer's file field: named as the API's multipart send names a message's photos. */
const photosField = "attachments";

/** Why a send was refused: about the text, the photos (sent without JavaScript) or the whole message. */
export const refusalOf = (result: SubmissionResult<string[]> | null | undefined) =>
  result?.error?.body?.[0] ?? result?.error?.[photosField]?.[0] ?? result?.error?.[""]?.[0] ?? null;

interface Attachment {
  file: File;
  preview: string;
}

/**
 * `--composer-height` on the root while a composer is on screen: phone toasts sit above it
 * (app.css, decision 522), however tall the text and photos make it.
 */
function useComposerHeight(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const el = form.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty("--composer-height", `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty("--composer-height");
    };
  }, [form]);
}

/**
 * The message box: plain text up to 5,000 characters with a live counter, up to 4 images with
 * previews. Enter sends and Shift+Enter breaks on desktop; on touch devices Enter breaks and the
 * Send button sends. One Idempotency-Key per message, kept until it is sent, so a retry never duplicates.
 *
 * The form posts to the thread's route action (decision 535): without JavaScript as a plain POST
 * (the page comes back with the message in the thread, or the refusal with the text kept); with it
 * the text goes through a fetcher to the same action, and the composer clears and hands the sent
 * message to the thread at once. Photos: without JavaScript the form is multipart and its file
 * field (`attachments`, behind the "Attach photos" label) goes with the text to the same action,
 * which forwards them to the API; with it the chosen photos show as previews and a message with
 * photos goes to the API's multipart send from the page's script (`send`), photos chosen before
 * the page ran included.
 */
export function Composer({
  conversationId,
  onSent,
  send = defaultSend,
  newKey = () => crypto.randomUUID(),
}: ComposerProps) {
  const { t } = useLingui();
  // Without JavaScript a refused send comes back as the page: its text and why, kept.
  const answered = useActionData() as SendAnswer | undefined;
  const [body, setBody] = useState(() => (answered?.result?.initialValue?.body as string | undefined) ?? "");
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(() => refusalOf(answered?.result));
  const fetcher = useFetcher<SendAnswer>();
  const pending = uploading || fetcher.state !== "idle";
  const [touch, setTouch] = useState(false);
  const key = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  useComposerHeight(form);

  useEffect(() => setTouch(isTouchDevice()), []);
  const current = useRef(attachments);
  current.current = attachments;
  useEffect(
    () => () => {
      for (const a of current.current) URL.revokeObjectURL(a.preview);
    },
    [],
  );

  const length = body.length;
  const tooLong = length > messageMaxLength;
  const empty = body.trim() === "" && attachments.length === 0;

  const edit = (next: string) => {
    setBody(next);
    key.current = null; // a changed message is a new message
  };

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const images = [...files].filter((f) => f.type.startsWith("image/"));
    const room = messageMaxAttachments - attachments.length;
    if (images.length < files.length) setProblem(t`Only images can be attached.`);
    else if (images.length > room) setProblem(t`Up to ${messageMaxAttachments} photos per message.`);
    else setProblem(null);
    const added = images.slice(0, Math.max(0, room)).map((file) => ({ file, preview: URL.createObjectURL(file) }));
    if (added.length) {
      setAttachments((list) => [...list, ...added]);
      key.current = null;
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const remove = (preview: string) => {
    URL.revokeObjectURL(preview);
    setAttachments((list) => list.filter((a) => a.preview !== preview));
    key.current = null;
  };

  const cleared = (result: Sent) => {
    key.current = null;
    setBody("");
    for (const a of attachments) URL.revokeObjectURL(a.preview);
    setAttachments([]);
    onSent(result);
    textarea.current?.focus();
  };

  // The action's answer to the fetcher's send: the message sent, or why not (the text stays).
  const seen = useRef<SendAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    if (answer.sent) cleared(answer.sent);
    else if (answer.result) setProblem(refusalOf(answer.result));
  });

  async function submit() {
    if (pending) return;
    if (empty) return setProblem(t`Write a message first.`);
    if (tooLong) return setProblem(t`Keep the message under 5,000 characters.`);
    key.current ??= newKey();
    setProblem(null);
    // Photos chosen before the page's script ran are in the field, not yet in the previews.
    const early = attachments.length ? [] : [...(fileInput.current?.files ?? [])].filter((f) => f.size > 0);
    const photos = attachments.length ? attachments.map((a) => a.file) : early.slice(0, messageMaxAttachments);
    if (photos.length === 0 && form.current) {
      const data = new FormData(form.current);
      data.delete(photosField);
      data.set("body", body.trim());
      data.set(formKeyField, key.current);
      await fetcher.submit(data, { method: "post", action: `/messages/${conversationId}` });
      return;
    }
    setUploading(true);
    try {
      cleared(
        await send(conversationId, {
          body: body.trim(),
          attachments: photos,
          idempotencyKey: key.current,
        }),
      );
    } catch (error) {
      setProblem(errorMessage(error, t`Your message was not sent. Please try again.`));
    } finally {
      setUploading(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (enterSends({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }, touch)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      ref={form}
      method="post"
      encType="multipart/form-data"
      action={`/messages/${conversationId}`}
      className="border-t border-iron-800 bg-iron-900/80 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label={t`Write a message`}
      data-composer
      data-route-action=""
    >
      <FormToken scope=":composer" />
      <input type="hidden" name={formIntentField} value="send" />
      {problem ? <FormAlert className="mb-2">{problem}</FormAlert> : null}
      {attachments.length ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Photos to send">
          {attachments.map((a, i) => (
            <li key={a.preview} className="relative">
              <img
                src={a.preview}
                alt={t`Attachment ${i + 1}: ${a.file.name}`}
                className="size-16 rounded-md border border-iron-700 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(a.preview)}
                className="absolute -top-2 -right-2 rounded-full border border-iron-600 bg-iron-900 p-0.5 text-iron-200 hover:text-ember-300 focus-visible:outline-2 focus-visible:outline-ember-300"
                aria-label={t`Remove photo ${i + 1}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2 [@media(scripting:none)]:flex-wrap">
        {/* The real file field, kept reachable by keyboard; its label is the "Attach photos" button, with or without
            JavaScript. Without JavaScript nothing shows the chosen photos, so the field itself shows, on a line of its own. */}
        <input
          ref={fileInput}
          id={`${ids}-files`}
          name={photosField}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only text-sm text-iron-300 [@media(scripting:none)]:not-sr-only [@media(scripting:none)]:order-last [@media(scripting:none)]:basis-full"
          disabled={attachments.length >= messageMaxAttachments}
          aria-label={t`Photos to attach (up to ${messageMaxAttachments})`}
          onChange={(e) => addFiles(e.target.files)}
        />
        <label
          htmlFor={`${ids}-files`}
          title={t`Attach photos (up to ${messageMaxAttachments})`}
          className={cx(
            buttonClasses("ghost", "md", "w-11 shrink-0 cursor-pointer px-0"),
            "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ember-300",
            "peer-disabled:cursor-not-allowed peer-disabled:text-iron-400",
          )}
        >
          <ImagePlus aria-hidden="true" />
          <span className="sr-only">{t`Attach photos (up to ${messageMaxAttachments})`}</span>
        </label>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${ids}-body`} className="sr-only">
            <Trans>Message</Trans>
          </label>
          <textarea
            ref={textarea}
            id={`${ids}-body`}
            name="body"
            value={body}
            onChange={(e) => edit(e.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            placeholder={t`Write a message…`}
            aria-describedby={`${ids}-count ${ids}-hint`}
            aria-invalid={tooLong || undefined}
            className="block max-h-48 min-h-11 w-full resize-y rounded-md border border-iron-700 bg-iron-950 px-3 py-2 text-iron-100 placeholder:text-iron-400 focus:border-ember-400 focus:outline-2 focus:outline-ember-300/40"
          />
        </div>
        <Button type="submit" className="shrink-0" disabled={pending || tooLong} aria-label={t`Send message`}>
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">{pending ? t`Sending…` : t`Send`}</span>
        </Button>
      </div>
      <div className="mt-1.5 flex justify-between gap-3 px-1 text-xs text-iron-400">
        {/* Enter sends only with the page's script; without it the button sends. */}
        <span id={`${ids}-hint`} className="[@media(scripting:none)]:invisible">
          {touch ? t`Send with the button.` : t`Enter sends · Shift+Enter for a new line`}
        </span>
        <span id={`${ids}-count`} className={cx(tooLong && "font-semibold text-danger-300")}>
          {formatCount(length)} / {formatCount(messageMaxLength)}
          <span className="sr-only"> {t`characters`}</span>
        </span>
      </div>
    </form>
  );
}
