import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Outlet } from "react-router";
import { FlashBanner } from "../../components/layout/flash-banner";
import { LogoLink } from "../../components/layout/logo-link";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";

/** Auth layout: a centred card (verify-email, email-verification-required). */
export default function AuthLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col items-center px-5 py-10">
      <header className="mb-8">
        <LogoLink />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="w-full max-w-lg rounded-xl border border-iron-700 bg-iron-850 p-8 shadow-card focus:outline-none sm:p-10"
      >
        <FlashBanner className="mb-6" />
        <Outlet />
      </main>
      <footer className="mt-8 text-sm text-iron-400">
        <nav aria-label={t`Footer`} className="flex gap-4">
          <Link to="/help" className="hover:text-ember-300 hover:underline">
            <Trans>Help</Trans>
          </Link>
          <Link to="/privacy" className="hover:text-ember-300 hover:underline">
            <Trans>Privacy</Trans>
          </Link>
          <Link to="/terms" className="hover:text-ember-300 hover:underline">
            <Trans>Terms</Trans>
          </Link>
        </nav>
      </footer>
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
