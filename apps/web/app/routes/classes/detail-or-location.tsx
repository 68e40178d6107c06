import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, redirect } from "react-router";
import { InPlace } from "../../components/place/in-place";
import { requestOrigin, socialMeta } from "../../components/seo/social-meta";
import { themeLabel } from "../../components/themes/theme-name";
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
import { HideReviewForm } from "../../features/reviews/components/hide-form";
import { RatingLine } from "../../features/reviews/components/rating-line";
import { ReplyForm } from "../../features/reviews/components/reply-form";
import { ReportReviewForm } from "../../features/reviews/components/report-form";
import { ReviewsSection } from "../../features/reviews/components/reviews-section";
import { reviewsJsonLd } from "../../features/reviews/lib/review-json-ld";
import { loadClassReviews, loadForgeReviews } from "../../features/reviews/server/load-reviews.server";
import { hideAction, replyAction, reportReviewAction } from "../../features/reviews/server/review-actions.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { formIntent } from "../../lib/forms/submit-to-api.server";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import { inPlaceText } from "../../lib/i18n/place-phrase";
import { serverI18n } from "../../lib/i18n/server-i18n.server";
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
    const i18n = await serverI18n(context, ["shell"]);
    const path = `/classes/${params["*"] ?? ""}`;
    throw data({ message: i18n._(msg`Page not found: ${path}`) }, { status: 404 });
  }
  if (target.kind === "class") {
    const [item, user, { messages, i18n }, reviews] = await Promise.all([
      loadClass(context, target.id),
      currentUser(context),
      pageI18n(context, ["classes", "applications", "messages", "reviews"]),
      loadClassReviews(context, target.id),
    ]);
    // The viewer's own application (the apply panel), with the page so it shows without JavaScript.
    // The forge's rating line (issue 40 point 5) is read alongside.
    const [application, forgeReviews] = await Promise.all([
      user?.email_verified_at && item.status === "published" && !item.can_manage
        ? loadMyApplicationFor(context, item.id)
        : null,
      item.venue ? loadForgeReviews(context, item.venue.id) : null,
    ]);
    // `/classes/42-intro-to-knife-making` is canonical: other spellings redirect to it.
    // Compare the route's own path: during client navigation request.url is the `.data` URL.
    if (`/classes/${params["*"] ?? ""}` !== item.url) {
      url.searchParams.delete("_routes");
      throw redirect(`${item.url}${url.search}`, 301);
    }
    const { description, related, ...shown } = item;
    const where = item.venue ? inPlaceText(i18n.locale, item.venue.location) : null;
    const instructor = item.instructor.name;
    const fallback = where
      ? i18n._(msg`A ${themeLabel(i18n, item.theme)} class ${where} taught by ${instructor}.`)
      : i18n._(msg`A ${themeLabel(i18n, item.theme)} class taught by ${instructor}.`);
    return {
      kind: "class" as const,
      messages,
      metaDescription: (item.summary || fallback).slice(0, 300),
      item: { ...shown, related: related.map(toCardView) },
      descriptionHtml: renderMarkdown(description),
      signedIn: !!user,
      viewerId: user?.id ?? null,
      viewerIsAdmin: !!user?.roles.includes("admin"),
      viewer: user ? { verified: !!user.email_verified_at } : null,
      application,
      reviews,
      forgeRating: forgeReviews?.meta.summary ?? null,
      origin,
    };
  }
  const path = target.segments.join("/");
  const [page, browse, { messages, i18n }] = await Promise.all([
    loadLocationPage(context, path),
    loadBrowse(request, context, path),
    pageI18n(context, ["classes", "locations"]),
  ]);
  const forge = await browseForge(context, browse.filters.venue, browse.result);
  // Only what the page shows: the place's own page (/locations/...) carries its sub-places and
  // forges, which would double this page's data in the HTML for nothing.
  const { name, kind, url: placeUrl, classes_url, upcoming_classes_count } = page.location;
  const place = {
    location: { name, kind, path: page.location.path, url: placeUrl, classes_url, upcoming_classes_count },
    ancestors: page.ancestors.map((a) => ({ name: a.name, path: a.path })),
  };
  const count = upcoming_classes_count;
  const where = inPlaceText(i18n.locale, place.location);
  const meta = {
    title: i18n._(msg`Blacksmithing classes ${where}`),
    description: i18n._(
      msg`${plural(count, { one: "# upcoming blacksmithing class", other: "# upcoming blacksmithing classes" })} ${where} and nearby: knife making, tool making, horseshoeing and more.`,
    ),
  };
  return { kind: "location" as const, place, ...browse, forge, origin, messages, meta };
}

/** A class page's forms (decision 535): apply, withdraw, and on its reviews the instructor's reply, a report and an admin's hide. */
export async function action(args: Route.ActionArgs) {
  const target = parseClassPath(args.params["*"]);
  if (target.kind !== "class") {
    const i18n = await serverI18n(args.context, ["shell"]);
    const path = new URL(args.request.url).pathname;
    throw data({ message: i18n._(msg`Page not found: ${path}`) }, { status: 404 });
  }
  const intent = await formIntent(args.request);
  if (intent === "withdraw") return withdrawAction(args);
  if (intent === "reply") return replyAction(args);
  if (intent === "hide") return hideAction(args);
  if (intent === "report-review") return reportReviewAction(args);
  return applyAction(args, target.id);
}

/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export const shouldRevalidate = notAfterNetworkFailure;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "location") {
    return socialMeta({
      title: loaderData.meta.title,
      description: loaderData.meta.description,
    });
  }
  const { item, origin } = loaderData;
  return socialMeta({
    title: item.title,
    description: loaderData.metaDescription,
    image: item.cover ? `${origin}${item.cover.url}` : null,
    noindex: item.status === "draft" || item.status === "cancelled",
    jsonLd: { ...classJsonLd(item, origin), ...reviewsJsonLd(loaderData.reviews) },
  });
}

export default function ClassDetailOrLocation({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  if (loaderData.kind === "location") {
    const { place } = loaderData;
    const path = place.location.path;
    const placeName = <span data-user-content="">{place.location.name}</span>;
    const where = <InPlace place={place.location} />;
    return (
      <BrowsePage
        breadcrumb={
          <LocationBreadcrumb
            root={{ name: t`Classes`, url: "/classes" }}
            ancestors={place.ancestors.map((a) => ({ name: a.name, url: `/classes/${a.path}` }))}
            current={place.location.name}
          />
        }
        eyebrow={t`Classes by location`}
        title={<Trans>Classes {where}</Trans>}
        description={
          <>
            <Trans>Blacksmithing classes at forges {where} and the places within it.</Trans>{" "}
            <a href={place.location.url} className="text-ember-300 underline">
              <Trans>About {placeName}</Trans>
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
      forgeRating={loaderData.forgeRating ? <RatingLine summary={loaderData.forgeRating} /> : null}
      reviews={
        loaderData.reviews && (loaderData.reviews.meta.summary.count > 0 || loaderData.item.status === "completed") ? (
          <ReviewsSection
            page={loaderData.reviews}
            replyForm={(r) => <ReplyForm reviewId={r.id} />}
            reportForm={(r) => <ReportReviewForm reviewId={r.id} />}
            moderation={loaderData.viewerIsAdmin ? (r) => <HideReviewForm reviewId={r.id} /> : undefined}
          />
        ) : null
      }
      contactInstructor={
        <MessageButton
          to={loaderData.item.instructor}
          classItem={loaderData.item}
          viewerId={loaderData.viewerId}
          viewerVerified={loaderData.viewer?.verified ?? true}
          label={t`Message the instructor`}
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
            label={t`Message the host`}
          />
        ) : null
      }
    />
  );
}
