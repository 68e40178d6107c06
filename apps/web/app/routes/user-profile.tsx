import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { MessageButton } from "../features/messages/components/compose-dialog";
import { ProfileBlockButton } from "../features/messages/components/profile-block-button";
import { blockAction } from "../features/messages/server/block-action.server";
import { loadBlockStatus } from "../features/messages/server/load-block-status.server";
import { PublicProfileView } from "../features/profiles/components/public-profile";
import { loadPublicProfile } from "../features/profiles/server/load-public-profile.server";
import { ReportReviewForm } from "../features/reviews/components/report-form";
import { ReviewsSection } from "../features/reviews/components/reviews-section";
import { reviewsJsonLd } from "../features/reviews/lib/review-json-ld";
import { loadInstructorReviews } from "../features/reviews/server/load-reviews.server";
import { reportReviewAction } from "../features/reviews/server/review-actions.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { formIntent } from "../lib/forms/submit-to-api.server";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import type { Route } from "./+types/user-profile";

/** Server-rendered public profile; an unknown slug is the 404 error screen. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadPublicProfile(context, params.slug);
  const teaches = data.roles.includes("instructor");
  const [blocked, reviews, { messages, i18n }] = await Promise.all([
    loadBlockStatus(context, data.id),
    teaches ? loadInstructorReviews(context, data.slug) : null,
    pageI18n(context, ["profiles", "messages", "reviews"]),
  ]);
  const name = data.name;
  const meta = {
    title: name,
    description: data.bio.slice(0, 160) || i18n._(msg`${name} on Guildforge, the blacksmithing class marketplace.`),
  };
  return { profile: data, blocked, reviews, messages, meta };
}

/** The profile's Block / Unblock, confirmed (decision 535), and a report of one of its reviews; back to the profile with the news. */
export async function action(args: Route.ActionArgs) {
  if ((await formIntent(args.request)) === "report-review") return reportReviewAction(args);
  return blockAction(args, `/users/${encodeURIComponent(args.params.slug)}`);
}
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
/** A block that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export const meta = ({ loaderData }: Route.MetaArgs) => {
  // No data: the error screen, whose title the root's meta gives in the page's language.
  if (!loaderData) return [];
  const tags = pageMeta(loaderData.meta.title, loaderData.meta.description);
  // An instructor with published reviews: schema.org Person with AggregateRating and Review.
  const rated = reviewsJsonLd(loaderData.reviews);
  return "aggregateRating" in rated
    ? [
        ...tags,
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "Person",
            name: loaderData.profile.name,
            ...rated,
          },
        },
      ]
    : tags;
};

export default function UserProfilePage() {
  const { profile, blocked, reviews } = useLoaderData<typeof loader>();
  const viewer = useSessionUser();
  const viewerId = viewer?.id ?? null;
  const teaches = profile.roles.some((r) => r === "instructor" || r === "host");
  const { t } = useLingui();
  return (
    <>
      <PublicProfileView
        profile={profile}
        contact={
          teaches ? (
            <MessageButton
              to={profile}
              viewerId={viewerId}
              viewerVerified={!!viewer?.email_verified_at}
              label={profile.roles.includes("instructor") ? t`Message the instructor` : t`Message the host`}
            />
          ) : null
        }
        safety={
          viewerId !== null && viewerId !== profile.id && blocked !== null ? (
            <ProfileBlockButton person={profile} viewerId={viewerId} blocked={blocked} />
          ) : null
        }
      />
      {reviews && reviews.meta.summary.count > 0 ? (
        <div className="mx-auto w-full max-w-4xl px-5 pb-16 sm:px-8">
          <ReviewsSection page={reviews} showClass reportForm={(r) => <ReportReviewForm reviewId={r.id} />} />
        </div>
      ) : null}
    </>
  );
}
