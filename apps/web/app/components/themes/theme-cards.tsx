import { themes } from "@guildforge/contracts/theme-list";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { themeTaglineText } from "../../content/theme-taglines";
import { SpriteIcon } from "../icons/sprite";
import { Card } from "../ui";
import { ThemeIcon } from "./theme-icon";
import { useThemeName } from "./theme-name";

/** The six themes as cards linking to their /learn pages. */
export function ThemeCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const { i18n } = useLingui();
  const themeName = useThemeName();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {themes.map((theme) => (
        <li key={theme.slug}>
          <Card interactive className="relative h-full">
            <div className="flex size-12 items-center justify-center rounded-md bg-ember-900 text-ember-300">
              <ThemeIcon slug={theme.slug} className="size-6" />
            </div>
            <Heading className="mt-4 text-xl font-semibold text-iron-100">
              <Link to={`/learn/${theme.slug}`} className="after:absolute after:inset-0 after:rounded-lg">
                {themeName(theme.slug)}
              </Link>
            </Heading>
            <p className="mt-2 text-iron-300">{i18n._(themeTaglineText[theme.slug])}</p>
            <p
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ember-400"
              aria-hidden="true"
            >
              <Trans>Learn more</Trans> <SpriteIcon name="arrow-right" className="size-4" />
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
