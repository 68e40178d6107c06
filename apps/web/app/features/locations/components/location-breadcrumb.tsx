import { Link } from "react-router";

interface Crumb {
  name: string;
  url: string;
}

/** Locations > United States > Oregon > Portland. */
export function LocationBreadcrumb({ ancestors, current, root }: { ancestors: Crumb[]; current: string; root: Crumb }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-iron-400">
      <ol className="flex flex-wrap gap-2">
        {[root, ...ancestors].map((c, i) => (
          <li key={c.url}>
            {i > 0 ? <span aria-hidden="true">/ </span> : null}
            <Link to={c.url} className="hover:text-ember-300 hover:underline">
              {c.name}
            </Link>
          </li>
        ))}
        <li aria-current="page" className="text-iron-200">
          <span aria-hidden="true">/ </span>
          {current}
        </li>
      </ol>
    </nav>
  );
}
