import type { MessageDescriptor } from "@lingui/core";

/**
 * A toast's text: a message of ours (`msg` descriptor, translated where the toaster renders it, in
 * the page's language) or a text already written for the reader (a server message, a name).
 */
export type ToastText = string | MessageDescriptor;

/** docs/product.md#entities Toast: id, type, title, message, duration (ms; 0 = stays until dismissed), action (text and handler). */
export type ToastType = "success" | "error" | "warning" | "info";

export interface ToastAction {
  text: ToastText;
  handler: () => void;
}

export interface Toast {
  id?: string | number;
  type: ToastType;
  title: ToastText;
  message: ToastText;
  duration?: number;
  action?: ToastAction;
}

/** How toast actions move the user; the root can pass React Router's navigate. */
export type Navigate = (href: string) => void;

export const browserNavigate: Navigate = (href) => {
  if (typeof window !== "undefined") window.location.assign(href);
};

export const browserReload = (): void => {
  if (typeof window !== "undefined") window.location.reload();
};
