import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/i18n/use-localized-path";
import { footerSections, siteText } from "../navigation/site-map";
import { Container } from "../ui";
import { LanguageSwitcher } from "./language-switcher";
import { LogoLink } from "./logo-link";

export function SiteFooter() {
  const { i18n } = useLingui();
  const localized = useLocalizedPath();
  return (
    <footer className="mt-24 border-t border-iron-800 bg-iron-900/70">
      <Container size="wide" className="py-14">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div className="max-w-xs">
            <LogoLink />
            <p className="mt-4 text-sm leading-relaxed text-iron-400">
              <Trans>
                In-person blacksmithing classes taught by working smiths at real forges. Strike while the iron is hot.
              </Trans>
            </p>
          </div>
          <nav
            aria-label={i18n._(msg`Footer`)}
            className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-[repeat(6,auto)] xl:gap-x-6"
          >
            {footerSections.map((section) => (
              <div key={section.links[0]?.to}>
                <h2 className="font-sans text-sm font-semibold tracking-widest text-ember-400 uppercase">
                  {siteText(i18n, section.title)}
                </h2>
                {/* Six columns in a row from 1280 px, each at least as wide as its longest word (a
                    German compound; long ones carry a soft hyphen in the catalog). */}
                <ul className="mt-4 space-y-2.5 hyphens-auto">
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={localized(link.to)}
                        className="text-sm text-iron-300 hover:text-ember-300 hover:underline"
                      >
                        {siteText(i18n, link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <LanguageSwitcher className="mt-12 border-t border-iron-800 pt-6" fieldsetClassName="-ml-2.5" />
        <p className="mt-6 text-sm text-iron-400">
          <Trans>
            © {new Date().getFullYear()} Guildforge. Hot metal is dangerous: read our{" "}
            <Link to={localized("/safety")} className="text-ember-400 underline hover:text-ember-300">
              forge safety rules
            </Link>{" "}
            before your first class.
          </Trans>
        </p>
      </Container>
    </footer>
  );
}
