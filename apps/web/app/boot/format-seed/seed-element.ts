import { type FormatSeed, seedFormats } from "./format-seed";

/** The id of the `<script type="application/json">` the server appends to the document. */
export const formatSeedId = "gf-format-seed";

/**
 * The element's JSON as text safe inside `<script>`: `<` is escaped, so no value can close the
 * element or open a comment, whatever a class title or a zone name holds.
 */
export function formatSeedElement(values: Map<string, string>, nonce: string | undefined): string {
  if (values.size === 0) return "";
  const json = JSON.stringify(Object.fromEntries(values)).replace(/</g, "\\u003c");
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}"` : "";
  return `<script type="application/json" id="${formatSeedId}"${nonceAttribute}>${json}</script>`;
}

/** Reads and removes the server's seed (so the document hydrates as React rendered it). */
export function takeFormatSeed(doc: Document = document): void {
  const element = doc.getElementById(formatSeedId);
  if (!element) return;
  element.remove();
  try {
    const seed = JSON.parse(element.textContent ?? "") as unknown;
    if (seed && typeof seed === "object" && !Array.isArray(seed)) seedFormats(seed as FormatSeed);
  } catch {
    // A damaged seed only costs the Intl work it would have saved.
  }
}
