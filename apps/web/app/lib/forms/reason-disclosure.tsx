import { type ReactNode, useId, useRef } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses, Dialog } from "../../components/ui";

/**
 * A decision that asks for a reason or a note first (reject with a reason, warn with a note;
 * decision 535). Its trigger is a `<summary>`: without JavaScript (or before it has arrived) it
 * opens the form inline, in its `<details>`, and the form is a plain POST to the route's action;
 * with JavaScript it opens the same form in a dialog instead. `children(place)` renders the form
 * for either place (each its own form, so the ids differ). `refused` opens the inline form again
 * when the page came back from its POST with the form's errors.
 */
export function ReasonDisclosure({
  label,
  variant = "secondary",
  size,
  title,
  description,
  open,
  onOpenChange,
  refused = false,
  disabled = false,
  children,
}: {
  label: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's state (JavaScript only). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refused?: boolean;
  disabled?: boolean;
  children: (place: "dialog" | "inline") => ReactNode;
}) {
  const summary = useRef<HTMLElement>(null);
  const titleId = useId();
  return (
    <details className="group open:basis-full" open={refused || undefined}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own control (keyboard included) */}
      <summary
        ref={summary}
        aria-disabled={disabled || undefined}
        className={buttonClasses(
          variant,
          size,
          "cursor-pointer list-none aria-disabled:pointer-events-none aria-disabled:opacity-50 [&::-webkit-details-marker]:hidden",
        )}
        onClick={(event) => {
          // With JavaScript the form opens in the dialog; the inline one stays closed.
          event.preventDefault();
          if (!disabled) onOpenChange(true);
        }}
      >
        {label}
      </summary>
      <section
        aria-labelledby={titleId}
        className="mt-3 space-y-3 rounded-lg border border-iron-700 bg-iron-900 p-4 text-left"
      >
        <h3 id={titleId} className="font-semibold text-iron-100">
          {title}
        </h3>
        {description ? <p className="text-sm text-iron-300">{description}</p> : null}
        {children("inline")}
      </section>
      <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} returnFocus={summary}>
        {open ? children("dialog") : null}
      </Dialog>
    </details>
  );
}
