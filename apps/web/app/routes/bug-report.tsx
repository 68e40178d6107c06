import { Link } from "react-router";
import { InfoPage } from "../components/info/info-page";
import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { BugReportForm } from "../features/feedback/components/bug-report-form";
import { bugReportClientAction } from "../features/feedback/lib/bug-report-client-action";
import { bugReportAnchor } from "../features/feedback/lib/bug-report-paths";
import { bugReportAction, loadBugReportPage } from "../features/feedback/server/bug-report.server";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/bug-report";

export const meta = () =>
  pageMeta(
    "Report a bug",
    "Tell the Guildforge team about something broken on the site, and what makes a report useful.",
  );

/** The form's spam token, and the page the report is about (`?from=`, the floating button's link). */
export const loader = (args: Route.LoaderArgs) => loadBugReportPage(args);
/** The report's text, from this page's form and from the widget's on every page (decision 535). */
export const action = (args: Route.ActionArgs) => bugReportAction(args);
/** With JavaScript: a screenshot goes to the API from the browser; the SPEC's toasts as on every form. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  bugReportClientAction(request, () => serverAction());

export default function BugReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <InfoPage
      eyebrow="Feedback"
      title="Report a bug"
      lead="Found something broken? Tell us, and we will fix it. A good report gets fixed fastest."
    >
      <h2>What to include</h2>
      <ul>
        <li>
          <strong>The page</strong>: its address, or how you got there.
        </li>
        <li>
          <strong>What you did</strong>, step by step, and <strong>what you expected</strong> to happen.
        </li>
        <li>
          <strong>What happened instead</strong>: the exact error message, or what looked wrong.
        </li>
        <li>Your browser and device (for example "Firefox on a laptop", "Safari on an iPhone").</li>
        <li>A screenshot if it helps. Hide anything private in it first.</li>
      </ul>
      <h2 id={bugReportAnchor}>Send a report</h2>
      <p>
        The bug button in the corner of every page does the same from wherever you are, with a screenshot of that page.
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
      <h2>Not a bug?</h2>
      <p>
        For ideas, use <Link to="/feature-request">request a feature</Link>. For a problem with a class or an
        instructor, <Link to="/contact">contact us</Link>. Security issues: email{" "}
        <a href="mailto:security@guildforge.test">security@guildforge.test</a> and do not post them publicly.
      </p>
    </InfoPage>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
