import { data, redirect } from "react-router";
import { requestOrigin, socialMeta } from "../../components/seo/social-meta";
import { ApplyPanel } from "../../features/applications/components/apply-panel";
import { applyAction, withdrawAction } from "../../features/applications/server/application-actions.server";
import { loadMyApplicationFor } from "../../features/applications/server/load-my-application.server";
import { currentUser } from "../../features/auth/server/guards.server";
import { BrowsePage } from "../../features/classes/components/browse-page";
import { ClassDetailView } from "../../features/classes/components/class-detail-view";
import { toCardView } from "../../features/classes/lib/card-view";
import { classJsonLd } from "../../features/classes/lib/class-json-ld";
import { loadBrowse } from "../../features/classes/server/load-browse.server";
import { loadClass } from "../../features/classes/server/load-class.server";
import { renderMarkdown } from "../../features/classes/server/render-markdown.server";
import { LocationBreadcrumb } from "../../features/locations/components/location-breadcrumb";
import { loadLocationPage } from "../../features/locations/server/load-location-page.server";
import { MessageButton } from "../../features/messages/components/compose-dialog";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { formIntent } from "../../lib/forms/submit-to-api.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/detail-or-location";
import { browseForge } from "./browse-forge.server";
import { parseClassPath } from "./class-path";

/**
 * Live events (issue 21): a class page follows its class's seat channel and the viewer's own
 * application; a location page follows newly published classes.
 */
export const handle = liveHandle((match) => {
  const d = match.loaderData as { kind?: string; item?: { id: number } } | undefined;
  return d?.kind === "class" && d.item
    ? [liveTopics.classPage(d.item.id), liveTopics.myApplications]
    : [liveTopics.classes];
});

/** /classes/{id} (class detail) or /classes/{location...} (classes in a place): decided here. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = parseClassPath(params["*"]);
  const origin = requestOrigin(request);
  if (target.kind === "none") {
    throw data({ message: `Page not found: /classes/${params["*"] ?? ""}` }, { status: 404 });
  }
  if (target.kind === "class") {
    const [item, user] = await Promise.all([loadClass(context, target.id), currentUser(context)]);
    // The viewer's own application (the apply panel), with the page so it shows without JavaScript.
    const application =
      user?.email_verified_at && item.status === "published" && !item.can_manage
        ? await loadMyApplicationFor(context, item.id)
        : null;
    // `/classes/42-intro-to-knife-making` is canonical: other spellings redirect to it.
    // Compare the route's own path: during client navigation request.url is the `.data` URL.
    if (`/classes/${params["*"] ?? ""}` !== item.url) {
      url.searchParams.delete("_routes");
      throw redirect(`${item.url}${url.search}`, 301);
    }
    const { description, related, ...shown } = item;
    return {
      kind: "class" as const,
      item: { ...shown, related: related.map(toCardView) },
      descriptionHtml: renderMarkdown(description),
      signedIn: !!user,
      viewerId: user?.id ?? null,
      viewer: user ? { verified: !!user.email_verified_at } : null,
      application,
      origin,
    };
  }
  const path = target.segments.join("/");
  const [page, browse] = await Promise.all([loadLocationPage(context, path), loadBrowse(request, context, path)]);
  const forge = await browseForge(context, browse.filters.venue, browse.result);
  // Only what the page shows: the place's own page (/locations/...) carries its sub-places and
  // forges, which would double this page's data in the HTML for nothing.
  const { name, url: placeUrl, classes_url, upcoming_classes_count } = page.location;
  const place = {
    location: { name, path: page.location.path, url: placeUrl, classes_url, upcoming_classes_count },
    ancestors: page.ancestors.map((a) => ({ name: a.name, path: a.path })),
  };
  return { kind: "location" as const, place, ...browse, forge, origin };
}

/** A class page's forms (decision 535): apply (`_intent=apply`) and withdraw (`_intent=withdraw`). */
export async function action(args: Route.ActionArgs) {
  const target = parseClassPath(args.params["*"]);
  if (target.kind !== "class") throw data({ message: "Not found" }, { status: 404 });
  if ((await formIntent(args.request)) === "withdraw") return withdrawAction(args);
  return applyAction(args, target.id);
}

/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export const shouldRevalidate = notAfterNetworkFailure;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "location") {
    const { location } = loaderData.place;
    return socialMeta({
      title: `Blacksmithing classes in ${location.name}`,
      description: `${location.upcoming_classes_count} upcoming blacksmithing classes in and around ${location.name}: knife making, tool making, horseshoeing and more.`,
      canonical: `${loaderData.origin}${location.classes_url}`,
    });
  }
  const { item, origin } = loaderData;
  const where = item.venue ? ` in ${item.venue.location.name}` : "";
  return socialMeta({
    title: item.title,
    description: (
      item.summary || `A ${item.theme.replace(/-/g, " ")} class${where} taught by ${item.instructor.name}.`
    ).slice(0, 300),
    canonical: `${origin}${item.url}`,
    image: item.cover ? `${origin}${item.cover.url}` : null,
    noindex: item.status === "draft" || item.status === "cancelled",
    jsonLd: classJsonLd(item, origin),
  });
}

export default function ClassDetailOrLocation({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "location") {
    const { place } = loaderData;
    const path = place.location.path;
    return (
      <BrowsePage
        breadcrumb={
          <LocationBreadcrumb
            root={{ name: "Classes", url: "/classes" }}
            ancestors={place.ancestors.map((a) => ({ name: a.name, url: `/classes/${a.path}` }))}
            current={place.location.name}
          />
        }
        eyebrow="Classes by location"
        title={`Classes in ${place.location.name}`}
        description={
          <>
            Blacksmithing classes at forges in {place.location.name} and the places within it.{" "}
            <a href={place.location.url} className="text-ember-300 underline">
              About {place.location.name}
            </a>
          </>
        }
        action={`/classes/${path}`}
        fixedLocation={path}
        filters={loaderData.filters}
        result={loaderData.result}
        locations={[]}
        forge={loaderData.forge}
      />
    );
  }
  return (
    <ClassDetailView
      item={loaderData.item}
      descriptionHtml={loaderData.descriptionHtml}
      signedIn={loaderData.signedIn}
      apply={<ApplyPanel item={loaderData.item} viewer={loaderData.viewer} application={loaderData.application} />}
      contactInstructor={
        <MessageButton
          to={loaderData.item.instructor}
          classItem={loaderData.item}
          viewerId={loaderData.viewerId}
          viewerVerified={loaderData.viewer?.verified ?? true}
          label="Message the instructor"
          className="w-full"
        />
      }
      contactHost={
        loaderData.item.venue && loaderData.item.venue.owner.id !== loaderData.item.instructor.id ? (
          <MessageButton
            to={loaderData.item.venue.owner}
            classItem={loaderData.item}
            viewerId={loaderData.viewerId}
            viewerVerified={loaderData.viewer?.verified ?? true}
            label="Message the host"
          />
        ) : null
      }
    />
  );
}
