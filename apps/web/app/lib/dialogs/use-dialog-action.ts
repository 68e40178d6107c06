import { useState } from "react";
import { errorMessage } from "../api/error-message";

interface DialogActionOptions {
  /** Shown when the request fails without a message of its own. */
  failure: string;
  /** After a successful request (the dialog is closed by then). */
  onDone?: () => void;
  /** When the person closes the dialog: clear the choice made in it. */
  onClose?: () => void;
}

/**
 * A dialog whose form sends one request: its open state, the pending flag and the problem to show.
 * `run(action, then?)` closes the dialog and calls `then(result)` and onDone once the action succeeds,
 * or shows the API's message.
 */
export function useDialogAction({ failure, onDone, onClose }: DialogActionOptions) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      onClose?.();
      setProblem(null);
    }
  };

  const run = async <T>(action: () => Promise<T>, then?: (result: T) => void) => {
    setPending(true);
    setProblem(null);
    try {
      const result = await action();
      setOpen(false);
      then?.(result);
      onDone?.();
    } catch (error) {
      setProblem(errorMessage(error, failure));
    } finally {
      setPending(false);
    }
  };

  return { open, onOpenChange, problem, setProblem, pending, run };
}
