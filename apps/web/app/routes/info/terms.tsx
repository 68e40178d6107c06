import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta("Terms of service", "The terms for using Guildforge as a student, instructor, host or visitor.");

export default function TermsPage() {
  return (
    <InfoPage
      eyebrow="Policies"
      title="Terms of service"
      lead="These terms apply to everyone who uses Guildforge. By creating an account or applying to a class you agree to them."
      updated="Last updated 1 November 2026"
    >
      <h2>1. What Guildforge is</h2>
      <p>
        Guildforge is a marketplace that connects people who want to learn blacksmithing with instructors and hosts who
        teach it in person. The class itself is an agreement between the student and the instructor (and the host, where
        the class runs at a host's venue). Guildforge runs the platform and enforces these terms.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>You must be at least 16 to hold an account. Younger students attend with an adult who holds one.</li>
        <li>Give true information, keep your password to yourself, and verify your email address.</li>
        <li>One person, one account. You are responsible for what happens under your account.</li>
      </ul>

      <h2>3. Students</h2>
      <ul>
        <li>
          Read the class listing and the <Link to="/safety">forge safety rules</Link> before you apply; applying
          confirms that you accept them.
        </li>
        <li>Follow the instructor's directions at the forge. They may stop you working if you endanger anyone.</li>
        <li>
          Cancellations and refunds follow the <Link to="/cancellation">cancellation policy</Link>.
        </li>
      </ul>

      <h2>4. Instructors and hosts</h2>
      <ul>
        <li>Describe classes accurately: content, dates, price, skill level, minimum age and what is provided.</li>
        <li>
          Keep venues safe: working ventilation and CO alarms, fire extinguishers, first-aid kits, and the protective
          equipment the listing promises.
        </li>
        <li>Hold the insurance your country requires for teaching members of the public.</li>
        <li>Decide on applications fairly; never discriminate on grounds protected by law.</li>
      </ul>

      <h2>5. Content and conduct</h2>
      <p>
        You keep the rights to what you post (profiles, listings, photos, messages) and allow us to show it on
        Guildforge. Do not post anything unlawful, misleading or abusive, and do not harass other members. We may remove
        content and suspend accounts that break these terms.
      </p>

      <h2>6. Liability</h2>
      <p>
        Blacksmithing carries inherent risks. Instructors and hosts are responsible for running their classes safely;
        Guildforge is not a party to the class and is not liable for injury or loss at a class, except where the law
        does not allow this to be excluded.
      </p>

      <h2>7. Changes</h2>
      <p>
        We may update these terms. We will tell members about significant changes by email at least 30 days before they
        take effect. Questions: <a href="mailto:hello@guildforge.test">hello@guildforge.test</a>.
      </p>
    </InfoPage>
  );
}
