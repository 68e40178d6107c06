import type { ReactNode } from "react";
import { Link } from "react-router";

/** An inline link in the account pages' copy. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-ember-400 underline-offset-4 hover:text-ember-300 hover:underline">
      {children}
    </Link>
  );
}
