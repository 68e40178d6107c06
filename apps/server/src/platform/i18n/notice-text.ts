import {
  hasText,
  plainPlaceholders,
  type ServerText,
  type TextRef,
  type TextValues,
  textRef,
  translate,
} from "./server-i18n.ts";

/** A notification's title and message as references, rendered in the reader's language when read. */
export interface NoticeText {
  title: TextRef;
  message: TextRef;
}

/**
 * The fields of a notification event for a title and a message: the English text (kept on the row
 * for what cannot render later) and the references the API renders in the reader's language.
 */
export function noticeText(
  title: ServerText,
  message: ServerText,
  values: TextValues = {},
): { title: string; message: string; text: NoticeText } {
  return {
    title: translate("en", title, values),
    message: translate("en", message, values),
    text: { title: textRef(title, values), message: textRef(message, values) },
  };
}

/** A stored notification's title and message in `language` (its English text when it has no references). */
export function renderNotice(
  row: { title: string; message: string; text?: NoticeText | null },
  language: string | null | undefined,
): { title: string; message: string } {
  if (!row.text || !hasText(row.text.title.id) || !hasText(row.text.message.id))
    return { title: row.title, message: row.message };
  return { title: translate(language, row.text.title), message: translate(language, row.text.message) };
}

/**
 * People's words in a stored notification's title and message (class titles, names, notes: the
 * values of the texts' plain placeholders), which the page marks as people's content, not as text
 * of its own; none for a row without references.
 */
export function noticeContent(row: { text?: NoticeText | null }): string[] {
  if (!row.text || !hasText(row.text.title.id) || !hasText(row.text.message.id)) return [];
  const words = new Set<string>();
  for (const ref of [row.text.title, row.text.message]) {
    for (const name of plainPlaceholders(ref.id)) {
      const value = ref.values?.[name];
      if (typeof value === "string" && value.trim() !== "") words.add(value);
    }
  }
  return [...words];
}
