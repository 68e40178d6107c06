import { data, Link } from "react-router";
import { requestOrigin, socialMeta } from "../components/seo/social-meta";
import { Container, PageHeader } from "../components/ui";
import { ClassGrid } from "../features/classes/components/class-grid";
import { toCardView } from "../features/classes/lib/card-view";
import { LocationView } from "../features/locations/components/location-view";
import { loadLocationPage, loadLocationTree } from "../features/locations/server/load-location-page.server";
import type { Route } from "./+types/locations";
import { parseClassPath } from "./classes/class-path";

/** /locations/{location...}: any depth of country / region / city segments; /locations lists them all. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = requestOrigin(request);
  const splat = params["*"] ?? "";
  if (splat.replace(/\/+$/, "") === "") {
    return { kind: "index" as const, tree: await loadLocationTree(context), origin };
  }
  const target = parseClassPath(splat);
  if (target.kind !== "location") {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  const page = await loadLocationPage(context, target.segments.join("/"));
  return { kind: "place" as const, page: { ...page, upcoming_classes: page.upcoming_classes.map(toCardView) }, origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "index") {
    return socialMeta({
      title: "Locations",
      description: "Forges and blacksmithing classes by country, region and city.",
      canonical: `${loaderData.origin}/locations`,
    });
  }
  const { location } = loaderData.page;
  return socialMeta({
    title: `Blacksmithing in ${location.name}`,
    description: location.description || `Forges, instructors and upcoming blacksmithing classes in ${location.name}.`,
    canonical: `${loaderData.origin}${location.url}`,
  });
}

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "index") {
    return (
      <Container size="wide" className="py-10 sm:py-14">
        <PageHeader eyebrow="Places" title="Locations" description="Forges and classes by country, region and city." />
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.tree.map((country) => (
            <li key={country.path}>
              <h2 className="text-2xl font-semibold">
                <Link to={country.url} className="text-iron-100 hover:text-ember-300">
                  {country.name}
                </Link>
              </h2>
              <ul className="mt-3 space-y-2">
                {country.children
                  .flatMap((region) => [region, ...region.children])
                  .map((place) => (
                    <li key={place.path}>
                      <Link to={place.url} className="text-ember-300 hover:underline">
                        {place.name}
                      </Link>{" "}
                      <span className="text-sm text-iron-400">({place.upcoming_classes_count} upcoming)</span>
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
            No upcoming classes here yet.{" "}
            <Link to="/request-class" className="font-semibold text-ember-300 underline">
              Request one
            </Link>
            .
          </p>
        )
      }
    />
  );
}
