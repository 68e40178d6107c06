import { toast as sonner } from "sonner";
import { TOAST_DEFAULT_DURATION_MS } from "../constants";
import type { Toast } from "./toast-types";

/** Sonner's options for one SPEC toast: duration 0 (persistent) becomes Infinity, missing means 5 s. */
export function sonnerOptions(t: Toast) {
  const duration = t.duration ?? TOAST_DEFAULT_DURATION_MS;
  return {
    id: t.id,
    description: t.message,
    duration: duration === 0 ? Number.POSITIVE_INFINITY : duration,
    action: t.action ? { label: t.action.text, onClick: t.action.handler } : undefined,
  };
}

/** Shows a SPEC s3 toast through sonner (the <Toaster /> is mounted by the root). Returns its id. */
export function showToast(t: Toast): string | number {
  if (typeof window === "undefined") return t.id ?? "";
  return sonner[t.type](t.title, sonnerOptions(t));
}

export function dismissToast(id?: string | number): void {
  sonner.dismiss(id);
}
