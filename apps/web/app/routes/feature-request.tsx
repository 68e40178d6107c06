import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../components/info/info-page";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { FeatureRequestForm } from "../features/feedback/components/feature-request-form";
import { featureRequestAction } from "../features/feedback/server/feature-request.server";
import { loadFeedbackFormToken } from "../features/feedback/server/feedback-form-token.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import type { Route } from "./+types/feature-request";

export const meta = translatedMeta;

export const loader = async (args: Route.LoaderArgs) => {
  const [token, texts] = await Promise.all([
    loadFeedbackFormToken(args),
    pageMetaData(
      args.context,
      ["shell", "feedback", "forms"],
      msg`Request a feature`,
      msg`Suggest an improvement to Guildforge for students, instructors or hosts.`,
    ),
  ]);
  return { ...token, ...texts };
};
export const action = (args: Route.ActionArgs) => featureRequestAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function FeatureRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <InfoPage
      eyebrow={<Trans>Feedback</Trans>}
      title={<Trans>Request a feature</Trans>}
      lead={
        <Trans>
          Guildforge grows with the people who use it. Tell us what would make learning, teaching or hosting easier.
        </Trans>
      }
    >
      <h2>
        <Trans>What makes a good request</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Who you are</strong> in this story: a student, an instructor, a host.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>The problem</strong> you hit, before the solution: "I can't tell which classes suit left-handed
            students" tells us more than "add a filter".
          </Trans>
        </li>
        <li>
          <Trans>How you work around it today, and how often it comes up.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Send your idea</Trans>
      </h2>
      <FeatureRequestForm
        signedIn={Boolean(user)}
        feedbackToken={loaderData.feedbackToken}
        lastResult={actionData?.result}
      />
      <h2>
        <Trans>Wanting a class, not a feature?</Trans>
      </h2>
      <p>
        <Trans>
          That's a <Link to="/request-class">class request</Link>: other members can vote for it, and instructors see
          the most wanted ones.
        </Trans>
      </p>
    </InfoPage>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
