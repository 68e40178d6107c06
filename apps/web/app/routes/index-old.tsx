import { themes } from "@guildforge/contracts/theme-list";
import { Link } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { buttonClasses, Container } from "../components/ui";
import { devOnlyPage } from "../lib/dev-only";

/** A development page: absent (404) in production. */
export const loader = devOnlyPage;

export const meta = () =>
  pageMeta("Home (alternative layout)", "An alternative, simpler layout of the Guildforge home page.", {
    noindex: true,
  });

/** /index-old: the simpler, text-first home layout kept for comparison. */
export default function IndexOld() {
  return (
    <Container size="prose" className="py-16 text-center">
      <h1 className="text-5xl font-semibold">Guildforge</h1>
      <p className="mt-4 text-xl text-iron-300">Blacksmithing classes at real forges, taught by working smiths.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/classes" className={buttonClasses("primary", "lg")}>
          Browse classes
        </Link>
        <Link to="/request-class" className={buttonClasses("secondary", "lg")}>
          Request a class
        </Link>
      </div>
      <h2 className="mt-16 text-2xl font-semibold">Themes</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {themes.map((t) => (
          <li key={t.slug}>
            <Link
              to={`/learn/${t.slug}`}
              className="inline-block rounded-full border border-iron-600 px-4 py-1.5 text-iron-200 hover:border-ember-400 hover:text-ember-300"
            >
              {t.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-16 text-iron-400">
        This is the alternative home layout.{" "}
        <Link to="/" className="text-ember-400 underline">
          See the main home page
        </Link>
        .
      </p>
    </Container>
  );
}
