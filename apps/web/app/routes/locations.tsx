import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link } from "react-router";
import { requestOrigin, socialMeta } from "../components/seo/social-meta";
import { Container, PageHeader } from "../components/ui";
import { ClassGrid } from "../features/classes/components/class-grid";
import { toCardView } from "../features/classes/lib/card-view";
import { LocationView } from "../features/locations/components/location-view";
import { loadLocationPage, loadLocationTree } from "../features/locations/server/load-location-page.server";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import { inPlaceText } from "../lib/i18n/place-phrase";
import { serverI18n } from "../lib/i18n/server-i18n.server";
import type { Route } from "./+types/locations";
import { parseClassPath } from "./classes/class-path";

/** /locations/{location...}: any depth of country / region / city segments; /locations lists them all. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = requestOrigin(request);
  const splat = params["*"] ?? "";
  if (splat.replace(/\/+$/, "") === "") {
    const [tree, { messages, i18n }] = await Promise.all([loadLocationTree(context), pageI18n(context, ["locations"])]);
    const meta = {
      title: i18n._(msg`Locations`),
      description: i18n._(msg`Forges and blacksmithing classes by country, region and city.`),
    };
    return { kind: "index" as const, tree, origin, messages, meta };
  }
  const target = parseClassPath(splat);
  if (target.kind !== "location") {
    const i18n = await serverI18n(context, ["shell"]);
    const path = new URL(request.url).pathname;
    throw data({ message: i18n._(msg`Page not found: ${path}`) }, { status: 404 });
  }
  const [page, { messages, i18n }] = await Promise.all([
    loadLocationPage(context, target.segments.join("/")),
    pageI18n(context, ["locations", "classes"]),
  ]);
  const { description } = page.location;
  const where = inPlaceText(i18n.locale, page.location);
  const meta = {
    title: i18n._(msg`Blacksmithing ${where}`),
    description: description || i18n._(msg`Forges, instructors and upcoming blacksmithing classes ${where}.`),
  };
  return {
    kind: "place" as const,
    page: { ...page, upcoming_classes: page.upcoming_classes.map(toCardView) },
    origin,
    messages,
    meta,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? socialMeta(loaderData.meta) : [];
}

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  if (loaderData.kind === "index") {
    return (
      <Container size="wide" className="py-10 sm:py-14">
        <PageHeader
          eyebrow={t`Places`}
          title={t`Locations`}
          description={t`Forges and classes by country, region and city.`}
        />
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.tree.map((country) => (
            <li key={country.path}>
              <h2 className="text-2xl font-semibold">
                <Link to={country.url} className="text-iron-100 hover:text-ember-300" data-user-content="">
                  {country.name}
                </Link>
              </h2>
              <ul className="mt-3 space-y-2">
                {country.children
                  .flatMap((region) => [region, ...region.children])
                  .map((place) => (
                    <li key={place.path}>
                      <Link to={place.url} className="text-ember-300 hover:underline" data-user-content="">
                        {place.name}
                      </Link>{" "}
                      <span className="text-sm text-iron-400">
                        <Trans>({place.upcoming_classes_count} upcoming)</Trans>
                      </span>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    );
  }
  const { page } = loaderData;
  return (
    <LocationView
      page={page}
      classes={
        page.upcoming_classes.length > 0 ? (
          // On a phone the first card's cover is the page's largest paint: loaded at once (decision 435).
          <ClassGrid items={page.upcoming_classes} firstIsHero />
        ) : (
          <p className="text-iron-300">
            <Trans>
              No upcoming classes here yet.{" "}
              <Link to="/request-class" className="font-semibold text-ember-300 underline">
                Request one
              </Link>
              .
            </Trans>
          </p>
        )
      }
    />
  );
}
