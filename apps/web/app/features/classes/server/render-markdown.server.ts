import { renderMarkdown as renderSafeMarkdown } from "@guildforge/contracts/markdown";

/**
 * A class description (Markdown written by instructors) as safe HTML, through the one sanitising
 * pipeline the articles use too (`@guildforge/contracts/markdown`): h1/h2 become h3 under the
 * page's sections, links are marked as user content. Runs in the server loader only.
 */
export function renderMarkdown(markdown: string): string {
  return renderSafeMarkdown(markdown, "class-description");
}
