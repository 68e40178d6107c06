import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { Button, type ButtonProps } from "./button";

interface SubmitButtonProps extends Omit<ButtonProps, "type" | "asChild"> {
  pending: boolean;
  /** What the button says while the form is being sent (default: the children). */
  pendingLabel?: ReactNode;
}

/**
 * A form's submit button: disabled with a spinner and aria-busy while the request runs. Disabled
 * too until the page has hydrated: the forms it sends are JavaScript-only (`<form onSubmit>`), and
 * a submit before hydration would be the browser's own GET of the page with every field in the
 * address, a password included (decision 475). A disabled default button also stops Enter's
 * implicit submission.
 */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || disabled || !hydrated} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  );
}
