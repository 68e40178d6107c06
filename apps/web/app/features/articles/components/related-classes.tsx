import type { Article } from "@guildforge/contracts";
import { Link } from "react-router";
import { Card } from "../../../components/ui";
import { formatClassStart } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";

/** Upcoming classes on the article's theme, live from the catalogue; a link to browse when none. */
export function RelatedClasses({ classes, theme }: { classes: Article["related_classes"]; theme: string | null }) {
  const locale = useLocale();
  if (!theme) return null;
  const browse = `/learn/${theme}`;
  return (
    <Card>
      <h2 className="font-display text-xl font-semibold text-iron-100">Learn it at the forge</h2>
      {classes.length ? (
        <ul className="mt-4 space-y-4">
          {classes.map((c) => (
            <li key={c.url}>
              <Link to={c.url} className="font-medium text-ember-400 underline hover:text-ember-300">
                {c.title}
              </Link>
              <p className="text-sm text-iron-400">
                {formatClassStart(c.starts_at, c.time_zone, locale)}
                {c.venue ? ` · ${c.venue}` : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-iron-300">No class on this theme is scheduled right now.</p>
      )}
      <Link to={browse} className="mt-4 inline-block text-sm font-medium text-ember-400 underline hover:text-ember-300">
        More about {theme.replace(/-/g, " ")}
      </Link>
    </Card>
  );
}
