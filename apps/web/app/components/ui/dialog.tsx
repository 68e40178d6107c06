import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { cx } from "./cx";

interface DialogProps {
  /** The element that opens the dialog (rendered as the trigger via asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Footer actions; wrap a button in <DialogClose> to close on click. */
  footer?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** "sheet": rises from the bottom edge, full width, scrolling inside (filters on a phone). */
  variant?: "center" | "sheet";
  /** A wider centred dialog (editors, previews); it scrolls inside the viewport as every dialog does. */
  wide?: boolean;
  /**
   * A long form: the actions stay on screen at the dialog's bottom edge while the whole dialog
   * scrolls (as a sheet's do); a field scrolled or focused into view is kept clear of them.
   */
  stickyFooter?: boolean;
  /** Data attributes put on the overlay and the content (e.g. to find or hide them). */
  dataAttributes?: Record<`data-${string}`, string>;
  /** A dialog opened without `trigger`: where the focus goes back to when it closes. */
  returnFocus?: RefObject<HTMLElement | null>;
}

const placements = {
  center:
    "top-1/2 left-1/2 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl",
  sheet: "inset-x-0 bottom-0 max-h-[88dvh] w-full overflow-y-auto rounded-t-2xl",
};

export const DialogClose = RadixDialog.Close;

/** A modal dialog: focus trapped, Escape closes, titled and described for screen readers. */
export function Dialog({
  trigger,
  title,
  description,
  children,
  footer,
  open,
  onOpenChange,
  variant = "center",
  wide,
  stickyFooter,
  dataAttributes,
  returnFocus,
}: DialogProps) {
  const { t } = useLingui();
  const footerSticks = variant === "sheet" || stickyFooter === true;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" {...dataAttributes} />
        <RadixDialog.Content
          className={cx(
            "fixed z-50 border border-iron-700 bg-iron-850 p-6 shadow-card focus:outline-none",
            placements[variant],
            variant === "center" ? (wide ? "max-w-3xl" : "max-w-lg") : null,
            // The sticky footer meets the bottom edge: no strip below it where fields scroll past.
            footerSticks && footer ? "scroll-pb-28 pb-0" : null,
          )}
          {...dataAttributes}
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  event.preventDefault();
                  returnFocus.current?.focus();
                }
              : undefined
          }
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="pr-8 font-display text-2xl font-semibold text-iron-100">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-iron-300">{description}</RadixDialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? (
            <div
              className={cx(
                "mt-6 flex flex-wrap justify-end gap-3",
                // A sheet's actions stay on screen at its bottom edge while its fields scroll (decision 523).
                footerSticks &&
                  "sticky bottom-0 z-10 -mx-6 border-iron-700 border-t bg-iron-850 px-6 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]",
              )}
            >
              {footer}
            </div>
          ) : null}
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1.5 text-iron-400 hover:bg-iron-800 hover:text-iron-100"
            aria-label={t`Close`}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
