import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../../components/ui";

/**
 * A button that opens a dialog (decision 535). Without JavaScript it is a GET form that asks for
 * the page again with `?{name}={value}`, and the page renders the dialog's form in its flow, at the
 * `#{anchor}` element; with JavaScript a click opens the dialog instead. The button stays a button.
 */
export function DialogOpener({
  name,
  value,
  anchor,
  onOpen,
  children,
  formClassName,
  ...props
}: {
  name: string;
  value: string;
  anchor: string;
  onOpen: () => void;
  children: ReactNode;
  formClassName?: string;
} & Omit<ButtonProps, "type" | "onClick" | "asChild">) {
  return (
    <form method="get" action={`#${anchor}`} className={formClassName}>
      <input type="hidden" name={name} value={value} />
      <Button
        type="submit"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
        {...props}
      >
        {children}
      </Button>
    </form>
  );
}
