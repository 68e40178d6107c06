import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";

interface Crumb {
  name: string;
  url: string;
}

/** Locations > United States > Oregon > Portland. */
export function LocationBreadcrumb({ ancestors, current, root }: { ancestors: Crumb[]; current: string; root: Crumb }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm text-iron-400">
      <ol className="flex flex-wrap gap-2">
        {[root, ...ancestors].map((c, i) => (
          <li key={c.url}>
            {i > 0 ? <span aria-hidden="true">/ </span> : null}
            {/* The root ("Locations", "Classes") is the page's word; the places are names. */}
            <Link
              to={c.url}
              className="hover:text-ember-300 hover:underline"
              data-user-content={i > 0 ? "" : undefined}
            >
              {c.name}
            </Link>
          </li>
        ))}
        <li aria-current="page" className="text-iron-200">
          <span aria-hidden="true">/ </span>
          <span data-user-content="">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
