import type { ReactNode } from "react";

/**
 * A notification's title or message with the people's words in it (class titles, names, notes: the
 * API's `content`) marked as people's content, so they are not taken for the page's own text.
 */
export function MarkedContent({ text, content = [] }: { text: string; content?: readonly string[] }) {
  // Longest first: a title that contains another value is marked whole.
  const words = [...new Set(content)].filter((w) => w !== "").sort((a, b) => b.length - a.length);
  const parts: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest !== "" && words.length > 0) {
    let at = -1;
    let word = "";
    for (const w of words) {
      const i = rest.indexOf(w);
      if (i !== -1 && (at === -1 || i < at)) {
        at = i;
        word = w;
      }
    }
    if (at === -1) break;
    if (at > 0) parts.push(rest.slice(0, at));
    parts.push(
      <span key={key++} data-user-content="">
        {word}
      </span>,
    );
    rest = rest.slice(at + word.length);
  }
  if (rest !== "") parts.push(rest);
  return <>{parts}</>;
}
