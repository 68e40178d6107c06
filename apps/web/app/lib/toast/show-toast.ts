import { TOAST_DEFAULT_DURATION_MS } from "../constants";
import { toastNode } from "./toast-text";
import type { Toast } from "./toast-types";
import { toasterGate } from "./toaster-gate";

type Sonner = typeof import("sonner")["toast"];

let sonnerLoading: Promise<Sonner> | undefined;
let nextId = 0;

/** sonner and its mounted <Toaster />, loaded on the first toast (decision 044). */
function whenReady(): Promise<Sonner> {
  sonnerLoading ??= Promise.all([import("sonner"), toasterGate.open()]).then(([m]) => m.toast);
  return sonnerLoading;
}

/** Sonner's options for one toast (docs/product.md#entities): duration 0 (persistent) becomes Infinity, missing means 5 s. */
export function sonnerOptions(t: Toast) {
  const duration = t.duration ?? TOAST_DEFAULT_DURATION_MS;
  return {
    id: t.id,
    description: toastNode(t.message),
    duration: duration === 0 ? Number.POSITIVE_INFINITY : duration,
    action: t.action ? { label: toastNode(t.action.text), onClick: t.action.handler } : undefined,
  };
}

/**
 * Shows a docs/product.md#entities toast through sonner. Returns its id at once (ours when the toast has none);
 * the toast appears as soon as sonner is loaded, which is immediate after the first one.
 */
export function showToast(t: Toast): string | number {
  if (typeof window === "undefined") return t.id ?? "";
  const id = t.id ?? `toast-${++nextId}`;
  const options = { ...sonnerOptions(t), id };
  void whenReady().then((sonner) => sonner[t.type](toastNode(t.title), options));
  return id;
}

export function dismissToast(id?: string | number): void {
  if (!sonnerLoading) return;
  void sonnerLoading.then((sonner) => sonner.dismiss(id));
}
