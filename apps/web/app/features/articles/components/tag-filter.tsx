import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { cx } from "../../../components/ui";

interface TagFilterProps {
  tags: { tag: string; count: number }[];
  current: string | null;
}

const chip = "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset";
const chipOff = "bg-iron-850 text-iron-200 ring-iron-700 hover:ring-ember-500/60";
const chipOn = "bg-ember-900 text-ember-200 ring-ember-600";

/** Tag links (plain links, no client script): "All" plus each tag used by a published article. */
export function TagFilter({ tags, current }: TagFilterProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Filter articles by tag`} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/articles"
            className={cx(chip, current ? chipOff : chipOn)}
            aria-current={current ? undefined : "page"}
          >
            <Trans>All articles</Trans>
          </Link>
        </li>
        {tags.map((entry) => (
          <li key={entry.tag}>
            <Link
              to={`/articles?tag=${encodeURIComponent(entry.tag)}`}
              className={cx(chip, current === entry.tag ? chipOn : chipOff)}
              aria-current={current === entry.tag ? "page" : undefined}
            >
              <span data-user-content>{entry.tag.replace(/-/g, " ")}</span>{" "}
              <span className="ml-1.5 text-iron-400">{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
