import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { siteMap, siteText } from "../components/navigation/site-map";
import { pageMeta } from "../components/seo/page-meta";
import { Container, PageHeader } from "../components/ui";
import { devOnlyPage } from "../lib/dev-only";

/** A development page: absent (404) in production. */
export const loader = devOnlyPage;

export const meta = () => pageMeta("Test navigation", "Every route of the site, for development.", { noindex: true });

export default function TestNavigation() {
  const { i18n } = useLingui();
  return (
    <Container className="py-12">
      <PageHeader
        eyebrow="Development"
        title="Test navigation"
        description="Every route of the product's page list, grouped as that list groups them. Parameterised routes use example values. This page does not exist in production."
      />
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        {siteMap.map((section) => (
          <section key={String(section.title)} aria-labelledby={`nav-${String(section.title)}`}>
            <h2 id={`nav-${String(section.title)}`} className="text-2xl font-semibold">
              {String(section.title)}{" "}
              <span className="text-base font-normal text-iron-400">({section.links.length})</span>
            </h2>
            <ul className="mt-4 space-y-1.5">
              {section.links.map((link) => (
                <li key={link.to} className="flex flex-wrap items-baseline gap-x-3">
                  <Link to={link.to} className="font-medium text-ember-400 underline hover:text-ember-300">
                    {siteText(i18n, link.label)}
                  </Link>
                  <code className="text-sm text-iron-400">{link.to}</code>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  );
}
