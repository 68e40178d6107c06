import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/i18n/use-localized-path";
import { mainNav, siteText } from "../navigation/site-map";
import { buttonClasses } from "../ui";
import { LanguageSwitcher } from "./language-switcher";

/**
 * The small-screen menu. A native <details> disclosure, so it opens without JavaScript too;
 * it closes again on navigation through the key that the layout gives it (the pathname).
 */
export function MobileMenu({ signedIn = false }: { signedIn?: boolean }) {
  const { i18n } = useLingui();
  const localized = useLocalizedPath();
  return (
    <details className="group relative md:hidden">
      <summary className={buttonClasses("ghost", "sm", "list-none cursor-pointer [&::-webkit-details-marker]:hidden")}>
        <Menu aria-hidden="true" />
        {/* Signed in, a phone's header also holds messages, the bell and the account: the word goes to screen readers. */}
        <span className={signedIn ? "sr-only sm:not-sr-only" : undefined}>
          <Trans>Menu</Trans>
        </span>
      </summary>
      <nav
        aria-label={i18n._(msg`Mobile`)}
        className="absolute top-full right-0 z-30 mt-2 w-72 rounded-lg border border-iron-700 bg-iron-900 p-3 shadow-card"
      >
        <ul className="space-y-1">
          {mainNav.map((item) => (
            <li key={item.to}>
              <Link
                to={localized(item.to)}
                className="block rounded-md px-3 py-2.5 font-medium text-iron-100 hover:bg-iron-800 hover:text-ember-300"
              >
                {siteText(i18n, item.label)}
              </Link>
            </li>
          ))}
        </ul>
        {signedIn ? null : (
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-iron-700 pt-3">
            <Link to={localized("/login")} className={buttonClasses("secondary", "sm")}>
              <Trans>Sign in</Trans>
            </Link>
            <Link to={localized("/register")} className={buttonClasses("primary", "sm")}>
              <Trans>Register</Trans>
            </Link>
          </div>
        )}
        <LanguageSwitcher className="mt-3 border-t border-iron-700 pt-3" />
      </nav>
    </details>
  );
}
