import type { ReactNode } from "react";
import { LogoLink } from "../../../components/layout/logo-link";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Register"). */
  footer?: ReactNode;
}

/** The account-access pages' frame (no surrounding layout, docs/product.md#pages): logo, one card, a footer line. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-5 py-10 sm:justify-center">
      <div className="mb-8">
        <LogoLink />
      </div>
      <div className="w-full max-w-md rounded-xl border border-iron-700 bg-iron-850 p-6 shadow-card sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-iron-100">{title}</h1>
        {description ? <div className="mt-2 text-iron-300">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-iron-300">{footer}</div> : null}
    </div>
  );
}
