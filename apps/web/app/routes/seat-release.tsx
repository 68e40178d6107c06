import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarX } from "lucide-react";
import { Form, Link } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { buttonClasses, Card, Container, FormAlert, PageHeader, SubmitButton } from "../components/ui";
import { loadSeatRelease, releaseSeatAction } from "../features/applications/server/seat-release.server";
import { formClientAction } from "../lib/forms/client-action";
import { useFormPending } from "../lib/forms/contract-form";
import { FormToken } from "../lib/forms/form-token";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/seat-release";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The reminder's signed link: opening it changes nothing (issue 40 point 1). */
export const loader = async ({ context, params }: Route.LoaderArgs) =>
  loadSeatRelease(
    context,
    params.token,
    await pageMetaData(
      context,
      ["shell"],
      msg`Release your seat`,
      msg`Can't come? Release your seat so someone on the waitlist can.`,
    ),
  );

/** Confirming releases the seat, with or without JavaScript (decision 535). */
export const action = (args: Route.ActionArgs) => releaseSeatAction(args, args.params.token);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function SeatReleasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { release, problem } = loaderData;
  const pending = useFormPending();
  const { t } = useLingui();
  const refused = actionData?.result?.error?.[""]?.[0] ?? null;
  return (
    <Container size="prose" className="py-12 sm:py-16">
      <PageHeader eyebrow={t`Your seat`} title={t`Can't come? Release your seat`} />
      <Card className="mt-10">
        {release ? (
          <div className="space-y-5">
            <CalendarX className="size-9 text-ember-400" aria-hidden="true" />
            <div>
              <h2 className="text-xl font-semibold text-iron-100">
                <Link to={release.class_url} className="hover:underline" data-user-content="">
                  {release.class_title}
                </Link>
              </h2>
              <p className="mt-1 text-iron-300">
                <SessionWhere release={release} />
              </p>
            </div>
            {release.releasable ? (
              <Form method="post" data-route-action="" className="space-y-4" data-testid="release-seat-form">
                <FormToken />
                {refused ? <FormAlert>{refused}</FormAlert> : null}
                <p className="text-iron-200">
                  <Trans>
                    Releasing your seat gives it to the next person on the waitlist. You cannot take it back, but you
                    can apply again if seats are free.
                  </Trans>
                </p>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton pending={pending} pendingLabel={t`Releasing…`} size="lg" variant="danger">
                    <Trans>Release my seat</Trans>
                  </SubmitButton>
                  <Link to={release.class_url} className={buttonClasses("secondary", "lg")}>
                    <Trans>Keep my seat</Trans>
                  </Link>
                </div>
              </Form>
            ) : (
              <FormAlert tone={release.status === "withdrawn" ? "success" : "info"}>
                {release.status === "withdrawn" ? (
                  <Trans>This seat is released. Someone on the waitlist can take it now.</Trans>
                ) : (
                  <Trans>There is no seat to release on this application.</Trans>
                )}{" "}
                <Link to="/dashboard/my-applications" className="font-semibold underline">
                  <Trans>Your applications</Trans>
                </Link>
              </FormAlert>
            )}
          </div>
        ) : (
          <div className="space-y-5" data-testid="invalid-seat-release">
            <FormAlert>
              {problem?.status === 404
                ? t`This seat-release link is not valid. Open the whole link from your reminder email, or withdraw from your dashboard.`
                : problem?.status === 410
                  ? t`This seat-release link has expired: the session has started. Message the instructor if you cannot come.`
                  : problem?.message || t`This link does not work.`}
            </FormAlert>
            <div className="flex flex-wrap gap-3">
              <Link to="/dashboard/my-applications" className={buttonClasses("primary")}>
                <Trans>Your applications</Trans>
              </Link>
              <Link to="/messages" className={buttonClasses("secondary")}>
                <Trans>Message the instructor</Trans>
              </Link>
            </div>
          </div>
        )}
      </Card>
    </Container>
  );
}

/** When and where: the session's time (written by the API in the page's language) and the forge, as one sentence. */
function SessionWhere({
  release,
}: {
  release: { session_starts_at: string; session_time: string; forge_name?: string | null };
}) {
  const time = <time dateTime={release.session_starts_at}>{release.session_time}</time>;
  const forge = release.forge_name;
  return forge ? (
    <Trans>
      {time} at <span data-user-content="">{forge}</span>
    </Trans>
  ) : (
    time
  );
}
