import { Link } from "react-router";
import { InfoPage } from "../components/info/info-page";
import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { FeatureRequestForm } from "../features/feedback/components/feature-request-form";
import { featureRequestAction } from "../features/feedback/server/feature-request.server";
import { loadFeedbackFormToken } from "../features/feedback/server/feedback-form-token.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/feature-request";

export const meta = () =>
  pageMeta("Request a feature", "Suggest an improvement to Guildforge for students, instructors or hosts.");

export const loader = (args: Route.LoaderArgs) => loadFeedbackFormToken(args);
export const action = (args: Route.ActionArgs) => featureRequestAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function FeatureRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <InfoPage
      eyebrow="Feedback"
      title="Request a feature"
      lead="Guildforge grows with the people who use it. Tell us what would make learning, teaching or hosting easier."
    >
      <h2>What makes a good request</h2>
      <ul>
        <li>
          <strong>Who you are</strong> in this story: a student, an instructor, a host.
        </li>
        <li>
          <strong>The problem</strong> you hit, before the solution: "I can't tell which classes suit left-handed
          students" tells us more than "add a filter".
        </li>
        <li>How you work around it today, and how often it comes up.</li>
      </ul>
      <h2>Send your idea</h2>
      <FeatureRequestForm
        signedIn={Boolean(user)}
        feedbackToken={loaderData.feedbackToken}
        lastResult={actionData?.result}
      />
      <h2>Wanting a class, not a feature?</h2>
      <p>
        That's a <Link to="/request-class">class request</Link>: other members can vote for it, and instructors see the
        most wanted ones.
      </p>
    </InfoPage>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
