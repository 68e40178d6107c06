import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { createElement, type ReactNode } from "react";
import type { ToastText } from "./toast-types";

/** A descriptor translated with the page's Lingui instance (the toaster renders inside the root's provider). */
function Translated({ text }: { text: MessageDescriptor }) {
  const { i18n } = useLingui();
  return i18n._(text);
}

/** What sonner shows for a toast's text: a string as it is, a descriptor in the page's language. */
export function toastNode(text: ToastText): ReactNode {
  return typeof text === "string" ? text : createElement(Translated, { text });
}

/** A toast's text in English, for logs and tests (a descriptor's source message). */
export function toastSource(text: ToastText): string {
  return typeof text === "string" ? text : (text.message ?? text.id);
}
