import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "./button";
import { cx } from "./cx";
import { DialogClose } from "./dialog";

/**
 * The actions row at the end of a dialog's form: Cancel (closes the dialog) then the dialog's own
 * action, usually a SubmitButton, right-aligned and wrapping on a phone.
 */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cx("flex flex-wrap justify-end gap-3", className)}>
      <DialogClose asChild>
        <Button variant="ghost">
          <Trans>Cancel</Trans>
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
