import { Link } from "react-router";
import { InfoPage } from "../components/info/info-page";
import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { BugReportForm } from "../features/feedback/components/bug-report-form";

export const meta = () =>
  pageMeta(
    "Report a bug",
    "Tell the Guildforge team about something broken on the site, and what makes a report useful.",
  );

export default function BugReportPage() {
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
      <h2>Send a report</h2>
      <p>
        The bug button in the corner of every page does the same from wherever you are, with a screenshot of that page.
      </p>
      <div className="not-prose text-base">
        <BugReportForm signedIn={Boolean(user)} />
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
