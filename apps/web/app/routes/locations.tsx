import { data } from "react-router";
import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";
import type { Route } from "./+types/locations";
import { locationLabel, parseClassPath } from "./classes/class-path";

/** /locations/{location...}: any depth of country / region / city segments. */
export function loader({ params, request }: Route.LoaderArgs) {
  const splat = params["*"] ?? "";
  if (splat.replace(/\/+$/, "") === "") return { path: "", label: "" };
  const target = parseClassPath(splat);
  if (target.kind !== "location") {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  return { path: target.segments.join("/"), label: locationLabel(target.segments) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.label
    ? pageMeta(loaderData.label, `Blacksmithing in ${loaderData.label}: forges, instructors and classes.`)
    : pageMeta("Locations", "Forges and classes by country, region and city.");

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PlannedPage
      eyebrow="Places"
      title={loaderData.label || "Locations"}
      description="Forges and classes by country, region and city."
      willHold={[
        "A short guide to the place",
        "Venues, instructors and upcoming classes in and around it",
        "Open class requests nearby, so you can vote for the one you want",
      ]}
      links={[
        { to: loaderData.path ? `/classes/${loaderData.path}` : "/classes", label: "Classes here" },
        { to: "/request-class", label: "Request a class near you" },
        { to: "/instructors", label: "Instructors" },
      ]}
    />
  );
}
