import { Link } from "react-router";
import { InfoPage } from "../components/info/info-page";
import { pageMeta } from "../components/seo/page-meta";
import { Badge } from "../components/ui";

export const meta = () =>
  pageMeta(
    "Report a bug",
    "Tell the Guildforge team about something broken on the site, and what makes a report useful.",
  );

export default function BugReportPage() {
  return (
    <InfoPage
      eyebrow="Feedback"
      title="Report a bug"
      lead="Found something broken? Tell us, and we will fix it. A good report gets fixed fastest."
      aside={<Badge tone="ember">Form on the anvil: coming soon</Badge>}
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
      <h2>The report form</h2>
      <p>
        A report form is coming to this page, together with a bug button on every page that attaches the address, your
        browser and an optional screenshot, where you can highlight the problem and black out anything private before it
        is sent. Until it arrives, please email your report to{" "}
        <a href="mailto:bugs@guildforge.test">bugs@guildforge.test</a>.
      </p>
      <h2>Not a bug?</h2>
      <p>
        For ideas, use <Link to="/feature-request">request a feature</Link>. For a problem with a class or an
        instructor, <Link to="/contact">contact us</Link>. Security issues: email{" "}
        <a href="mailto:security@guildforge.test">security@guildforge.test</a> and do not post them publicly.
      </p>
    </InfoPage>
  );
}
