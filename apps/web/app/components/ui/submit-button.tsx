import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

interface SubmitButtonProps extends Omit<ButtonProps, "type" | "asChild"> {
  pending: boolean;
  /** What the button says while the form is being sent (default: the children). */
  pendingLabel?: ReactNode;
}

/**
 * A form's submit button: disabled with a spinner and aria-busy while the request runs. Enabled from
 * the first paint: a form posts to its route action with or without JavaScript (decision 535).
 */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  );
}
