import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

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
}

export const DialogClose = RadixDialog.Close;

/** A modal dialog: focus trapped, Escape closes, titled and described for screen readers. */
export function Dialog({ trigger, title, description, children, footer, open, onOpenChange }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border border-iron-700 bg-iron-850 p-6 shadow-card focus:outline-none"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="pr-8 font-display text-2xl font-semibold text-iron-100">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-iron-300">{description}</RadixDialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1.5 text-iron-400 hover:bg-iron-800 hover:text-iron-100"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
