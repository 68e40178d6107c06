import type { Article } from "@guildforge/contracts";
import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { themeText } from "../../../components/select-options/option-text";
import { Card } from "../../../components/ui";
import { formatClassStart } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";

/** Upcoming classes on the article's theme, live from the catalogue; a link to browse when none. */
export function RelatedClasses({ classes, theme }: { classes: Article["related_classes"]; theme: string | null }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  if (!theme) return null;
  const browse = `/learn/${theme}`;
  const text = themeText[theme as ThemeSlug];
  const themeName = text ? i18n._(text) : theme.replace(/-/g, " ");
  return (
    <Card>
      <h2 className="font-display text-xl font-semibold text-iron-100">
        <Trans>Learn it at the forge</Trans>
      </h2>
      {classes.length ? (
        <ul className="mt-4 space-y-4">
          {classes.map((c) => (
            <li key={c.url}>
              <Link
                to={c.url}
                className="font-medium break-words text-ember-400 underline hover:text-ember-300"
                data-user-content=""
              >
                {c.title}
              </Link>
              <p className="text-sm text-iron-400">
                <time dateTime={c.starts_at ?? undefined}>{formatClassStart(c.starts_at, c.time_zone, locale)}</time>
                {c.venue ? (
                  <>
                    {" · "}
                    <span data-user-content="">{c.venue}</span>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-iron-300">
          <Trans>No class on this theme is scheduled right now.</Trans>
        </p>
      )}
      <Link to={browse} className="mt-4 inline-block text-sm font-medium text-ember-400 underline hover:text-ember-300">
        <Trans>More about {themeName}</Trans>
      </Link>
    </Card>
  );
}
