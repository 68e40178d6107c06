import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { Button, type ButtonProps } from "./button";

interface SubmitButtonProps extends Omit<ButtonProps, "type" | "asChild"> {
  pending: boolean;
  /** What the button says while the form is being sent (default: the children). */
  pendingLabel?: ReactNode;
  /**
   * The form posts to a route action (lib/forms, decision 535): it works before the page has
   * hydrated, so the button is never held back for it.
   */
  routeAction?: boolean;
}

/**
 * A form's submit button: disabled with a spinner and aria-busy while the request runs. Disabled
 * too until the page has hydrated: the forms it sends are JavaScript-only (`<form onSubmit>`), and
 * a submit before hydration would be the browser's own GET of the page with every field in the
 * address, a password included (decision 475). A disabled default button also stops Enter's
 * implicit submission.
 */
export function SubmitButton({ pending, pendingLabel, routeAction, children, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={pending || disabled || (!hydrated && !routeAction)}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  );
}
