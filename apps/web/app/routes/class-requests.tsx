import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { buttonClasses, Container, PageHeader } from "../components/ui";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { RequestFiltersForm } from "../features/class-requests/components/request-filters";
import { RequestList } from "../features/class-requests/components/request-list";
import { REQUESTS_PAGE_SIZE } from "../features/class-requests/lib/request-query";
import { loadClassRequests } from "../features/class-requests/server/load-requests.server";
import { fulfilRequestAction, voteAction } from "../features/class-requests/server/request-actions.server";
import { decisionClientAction } from "../lib/forms/client-action";
import { DecisionNoticeBanner } from "../lib/forms/decision-notice";
import { formIntentField } from "../lib/forms/form-token";
import { formIntent } from "../lib/forms/submit-to-api.server";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import { liveHandle } from "../lib/live-data/live-handle";
import { liveTopics } from "../lib/live-data/live-topics";
import type { Route } from "./+types/class-requests";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle([liveTopics.classRequests]);

const description = msg`Classes the community wants. Vote for the ones you would take; instructors turn the most wanted into real classes.`;

export const meta = translatedMeta;

/** Server-rendered with the visitor's cookie, so each card shows their own vote. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, { messages, i18n }] = await Promise.all([
    loadClassRequests(request, context),
    pageI18n(context, ["class-requests"]),
  ]);
  return { ...page, messages, meta: { title: i18n._(msg`Class requests`), description: i18n._(description) } };
}

/** A card's vote button, and its fulfil form for instructors and admins (decision 535). */
export async function action(args: Route.ActionArgs) {
  if ((await formIntent(args.request)) === "fulfil") return fulfilRequestAction(args, "card");
  return voteAction(args);
}

/**
 * With JavaScript a fulfil's news and refusals are the SPEC's toasts (its card then reloads the
 * list, RequestList); a vote settles on its card from the answer as it is.
 */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get(formIntentField);
  return intent === "fulfil" ? decisionClientAction(() => serverAction()) : serverAction();
}

/**
 * A vote settles on its own card from the server's answer; the list is not reloaded for it (that
 * would drop the cards "Load more" added). Live updates and other navigations reload as usual.
 */
export const shouldRevalidate = ({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod?.toUpperCase() === "POST" && formAction?.startsWith("/class-requests") ? false : defaultShouldRevalidate;

export default function ClassRequestsPage() {
  const { filters, result } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  const { t, i18n } = useLingui();
  const viewer = {
    signedIn: Boolean(user),
    verified: Boolean(user?.email_verified_at),
    canFulfil: Boolean(user && (user.roles.includes("instructor") || user.roles.includes("admin"))),
  };
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Community`}
        title={t`Class requests`}
        description={i18n._(description)}
        actions={
          <Link to="/request-class" className={buttonClasses("primary")}>
            <Trans>Request a class</Trans>
          </Link>
        }
      />
      <DecisionNoticeBanner className="mt-8" />
      <div className="mt-8">
        <RequestFiltersForm filters={filters} />
      </div>
      <RequestList filters={filters} result={result} viewer={viewer} pageSize={REQUESTS_PAGE_SIZE} />
    </Container>
  );
}
