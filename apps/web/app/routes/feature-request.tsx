import { Link } from "react-router";
import { InfoPage } from "../components/info/info-page";
import { pageMeta } from "../components/seo/page-meta";
import { Badge } from "../components/ui";

export const meta = () =>
  pageMeta("Request a feature", "Suggest an improvement to Guildforge for students, instructors or hosts.");

export default function FeatureRequestPage() {
  return (
    <InfoPage
      eyebrow="Feedback"
      title="Request a feature"
      lead="Guildforge grows with the people who use it. Tell us what would make learning, teaching or hosting easier."
      aside={<Badge tone="ember">Form on the anvil: coming soon</Badge>}
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
      <h2>The request form</h2>
      <p>
        A form for feature requests is coming to this page; requests will go to the team's inbox, and you will be able
        to leave an email address if you would like a reply. Until then, please write to{" "}
        <a href="mailto:ideas@guildforge.test">ideas@guildforge.test</a>.
      </p>
      <h2>Wanting a class, not a feature?</h2>
      <p>
        That's a <Link to="/request-class">class request</Link>: other members can vote for it, and instructors see the
        most wanted ones.
      </p>
    </InfoPage>
  );
}
