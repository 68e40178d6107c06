import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../components/info/info-page";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { BugReportForm } from "../features/feedback/components/bug-report-form";
import { bugReportClientAction } from "../features/feedback/lib/bug-report-client-action";
import { bugReportAnchor } from "../features/feedback/lib/bug-report-paths";
import { bugReportAction, loadBugReportPage } from "../features/feedback/server/bug-report.server";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import type { Route } from "./+types/bug-report";

export const meta = translatedMeta;

/** The form's spam token, and the page the report is about (`?from=`, the floating button's link). */
export const loader = async (args: Route.LoaderArgs) => {
  const [page, texts] = await Promise.all([
    loadBugReportPage(args),
    pageMetaData(
      args.context,
      ["shell", "feedback", "forms"],
      msg`Report a bug`,
      msg`Tell the Guildforge team about something broken on the site, and what makes a report useful.`,
    ),
  ]);
  return { ...page, ...texts };
};
/** The report's text, from this page's form and from the widget's on every page (decision 535). */
export const action = (args: Route.ActionArgs) => bugReportAction(args);
/** With JavaScript: a screenshot goes to the API from the browser; the SPEC's toasts as on every form. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  bugReportClientAction(request, () => serverAction());

export default function BugReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <InfoPage
      eyebrow={<Trans>Feedback</Trans>}
      title={<Trans>Report a bug</Trans>}
      lead={<Trans>Found something broken? Tell us, and we will fix it. A good report gets fixed fastest.</Trans>}
    >
      <h2>
        <Trans>What to include</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>The page</strong>: its address, or how you got there.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>What you did</strong>, step by step, and <strong>what you expected</strong> to happen.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>What happened instead</strong>: the exact error message, or what looked wrong.
          </Trans>
        </li>
        <li>
          <Trans>Your browser and device (for example "Firefox on a laptop", "Safari on an iPhone").</Trans>
        </li>
        <li>
          <Trans>A screenshot if it helps. Hide anything private in it first.</Trans>
        </li>
      </ul>
      <h2 id={bugReportAnchor}>
        <Trans>Send a report</Trans>
      </h2>
      <p>
        <Trans>
          The bug button in the corner of every page does the same from wherever you are, with a screenshot of that
          page.
        </Trans>
      </p>
      <div className="not-prose text-base">
        <BugReportForm
          id="bug-report"
          signedIn={Boolean(user)}
          feedbackToken={loaderData.feedbackToken}
          pageUrl={loaderData.pageUrl}
          lastResult={actionData && "result" in actionData ? actionData.result : null}
        />
      </div>
      <h2>
        <Trans>Not a bug?</Trans>
      </h2>
      <p>
        <Trans>
          For ideas, use <Link to="/feature-request">request a feature</Link>. For a problem with a class or an
          instructor, <Link to="/contact">contact us</Link>. Security issues: email{" "}
          <a href="mailto:security@guildforge.test">security@guildforge.test</a> and do not post them publicly.
        </Trans>
      </p>
    </InfoPage>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
