import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Features",
    "What Guildforge offers students, instructors and hosts: class listings, applications with waitlists, class requests and votes, messages and live notifications.",
  );

export default function FeaturesPage() {
  return (
    <InfoPage
      eyebrow="Guildforge"
      title="Features"
      lead="Everything Guildforge does for the people who learn, teach and host blacksmithing."
    >
      <h2>For students</h2>
      <ul>
        <li>Browse classes by theme, place, date, price and skill level, and find forges near you.</li>
        <li>Apply in a minute, with the class's safety requirements shown up front.</li>
        <li>Join a waitlist when a class is full and be promoted automatically, in order, when a seat frees.</li>
        <li>Request a class that doesn't exist yet and vote for other members' requests.</li>
        <li>Message instructors, and get live notifications when anything about your classes changes.</li>
      </ul>
      <h2>For instructors</h2>
      <ul>
        <li>List classes with sessions, capacity, price, minimum age, what's included and safety requirements.</li>
        <li>Accept applications automatically or review each one; seat counts are always exact.</li>
        <li>See rosters with each student's experience and safety acknowledgement, and export them as CSV.</li>
        <li>See which class requests people vote for before you plan your next class.</li>
      </ul>
      <h2>For hosts</h2>
      <ul>
        <li>List your forge as a venue with its equipment, safety gear and accessibility notes.</li>
        <li>Invite instructors to teach at your venue and manage the classes held there.</li>
      </ul>
      <h2>For everyone</h2>
      <ul>
        <li>Works on phones, with or without JavaScript for reading, and meets WCAG AA accessibility.</li>
        <li>
          No tracking cookies and no selling of data: see our <Link to="/privacy">privacy policy</Link>.
        </li>
      </ul>
      <p>
        Ready to teach? <Link to="/become-instructor">Become an instructor</Link>.
      </p>
    </InfoPage>
  );
}
