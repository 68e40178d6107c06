import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useLocalizedPath } from "../../lib/i18n/use-localized-path";
import { mainNav, siteText } from "../navigation/site-map";
import { buttonClasses, Container, cx } from "../ui";
import { LanguageMenu } from "./language-switcher";
import { LogoLink } from "./logo-link";
import { MobileMenu } from "./mobile-menu";

interface SiteHeaderProps {
  /** The signed-in account control (shown at every width instead of the sign-in links). */
  account?: ReactNode;
}

export function SiteHeader({ account }: SiteHeaderProps = {}) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const localized = useLocalizedPath();
  return (
    <header className="sticky top-0 z-20 border-b border-iron-800 bg-iron-950/90 backdrop-blur supports-[backdrop-filter]:bg-iron-950/75">
      <Container size="wide" className="flex h-16 items-center justify-between gap-2 sm:gap-4">
        <LogoLink />
        <nav aria-label={i18n._(msg`Main`)} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localized(item.to)}
                  className={({ isActive }) =>
                    cx(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-iron-800 hover:text-ember-300",
                      isActive ? "text-ember-300" : "text-iron-200",
                    )
                  }
                >
                  {siteText(i18n, item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu className="hidden md:block md:ml-auto" />
        {account ? (
          <div className="ml-auto flex items-center md:ml-0">{account}</div>
        ) : (
          <div className="hidden items-center gap-2 md:flex">
            <Link to={localized("/login")} className={buttonClasses("ghost", "sm")}>
              <Trans>Sign in</Trans>
            </Link>
            <Link to={localized("/register")} className={buttonClasses("primary", "sm")}>
              <Trans>Register</Trans>
            </Link>
          </div>
        )}
        <MobileMenu key={pathname} signedIn={Boolean(account)} />
      </Container>
    </header>
  );
}
