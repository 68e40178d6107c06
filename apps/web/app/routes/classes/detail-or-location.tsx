import { data } from "react-router";
import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";
import type { Route } from "./+types/detail-or-location";
import { locationLabel, parseClassPath } from "./class-path";

/** /classes/{id} (class detail) or /classes/{location...} (classes in a place): decided here. */
export function loader({ params, request }: Route.LoaderArgs) {
  const target = parseClassPath(params["*"]);
  if (target.kind === "none") {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  if (target.kind === "class") return { kind: "class" as const, id: target.id };
  return { kind: "location" as const, path: target.segments.join("/"), label: locationLabel(target.segments) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.kind === "location") {
    return pageMeta(`Classes in ${loaderData.label}`, `Blacksmithing classes in and around ${loaderData.label}.`);
  }
  return pageMeta("Class details", "A blacksmithing class on Guildforge: dates, place, instructor, price and seats.");
}

export default function ClassDetailOrLocation({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "location") {
    return (
      <PlannedPage
        eyebrow="Classes by location"
        title={`Classes in ${loaderData.label}`}
        description="Blacksmithing classes at forges in this place and the places within it."
        willHold={[
          "Every published class here, soonest first, with seats left and price",
          "Filters by theme, date and skill level",
          "Classes in nearby places when this one has few",
        ]}
        links={[
          { to: `/locations/${loaderData.path}`, label: `About ${loaderData.label}` },
          { to: "/classes", label: "Browse all classes" },
          { to: "/request-class", label: "Request a class here" },
        ]}
      />
    );
  }
  return (
    <PlannedPage
      eyebrow={`Class #${loaderData.id}`}
      title="Class details"
      description="Everything about one class: what you will forge, when and where, who teaches it, and how to apply."
      willHold={[
        "Description, theme, skill level and what you take home",
        "Sessions with dates and times, the forge's address and a map",
        "The instructor, price, seats left, minimum age and safety requirements",
        "An application form with the safety acknowledgement",
      ]}
      links={[
        { to: "/classes", label: "Browse classes" },
        { to: "/safety", label: "Forge safety rules" },
        { to: "/cancellation", label: "Cancellation policy" },
        { to: "/faq", label: "FAQ: what to wear and bring" },
      ]}
    />
  );
}
