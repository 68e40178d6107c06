import { type RefObject, useEffect } from "react";

/**
 * Brings the first refused control into view and focuses it (`aria-invalid="true"`, in document
 * order), so a person sees what to fix even when it is below the fold or inside a scrolling
 * dialog. Returns false when nothing in `root` is marked invalid.
 */
export function focusFirstError(root: ParentNode | null | undefined): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.scrollIntoView?.({ block: "center" });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Calls focusFirstError after each refusal has been rendered. `refusal` changes on every refused
 * submit (a counter), so the same errors twice still move the focus back to the first one.
 */
export function useFocusFirstError(root: RefObject<HTMLElement | null>, refusal: number): void {
  useEffect(() => {
    if (refusal > 0) focusFirstError(root.current);
  }, [refusal, root]);
}
