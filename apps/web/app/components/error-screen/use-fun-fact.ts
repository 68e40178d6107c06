import { useLingui } from "@lingui/react";
import { useState } from "react";
import { funFacts } from "./fun-facts";

const elementId = "forge-fun-fact";

/**
 * A random fact, chosen once per render on the server; the browser reuses the server's choice
 * (read from the rendered element) so hydration matches, and picks its own on client-side errors.
 */
export function useFunFact(): { id: string; index: number; text: string } {
  const { i18n } = useLingui();
  const [index] = useState(() => {
    if (typeof document !== "undefined") {
      const rendered = Number(document.getElementById(elementId)?.dataset.index);
      if (Number.isInteger(rendered) && rendered >= 0 && rendered < funFacts.length) return rendered;
    }
    return Math.floor(Math.random() * funFacts.length);
  });
  const fact = funFacts[index] ?? funFacts[0];
  return { id: elementId, index, text: fact ? i18n._(fact) : "" };
}
