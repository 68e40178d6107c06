import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta("Privacy policy", "What personal data Guildforge stores, why, for how long, and your rights over it.");

export default function PrivacyPage() {
  return (
    <InfoPage
      eyebrow="Policies"
      title="Privacy policy"
      lead="We collect what we need to run classes and nothing more. We do not sell your data and we do not use advertising trackers."
      updated="Last updated 1 November 2026"
    >
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account</strong>: name, email address, a password hash (never the password itself), roles,
          profile details you add (photo, bio, home location), and when you verified your email.
        </li>
        <li>
          <strong>Sessions</strong>: when you sign in, a session record is kept in our database (with the time and a
          coarse description of the browser) so you stay signed in. Signing out deletes it.
        </li>
        <li>
          <strong>Your activity</strong>: classes you apply to, class requests and votes, messages, and notifications.
        </li>
        <li>
          <strong>For instructors and hosts</strong>: your teaching application, venue details and the rosters of your
          classes.
        </li>
        <li>
          <strong>Technical logs</strong>: request logs and error reports, kept for up to 30 days to keep the service
          running.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        We use two cookies, both needed for the site to work: a session cookie and an <code>XSRF-TOKEN</code> cookie
        that protects forms. No tracking or advertising cookies. See the <Link to="/cookies">cookie policy</Link>.
      </p>

      <h2>Who sees what</h2>
      <ul>
        <li>Everyone: your public profile (name, photo, bio, and for instructors, your classes).</li>
        <li>
          Instructors and hosts of a class you apply to: your name, email, experience level and your message, so they
          can run the class safely.
        </li>
        <li>Guildforge administrators, to review accounts and keep the community safe.</li>
        <li>Service providers who host our servers and send our email, under contract and only for that purpose.</li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        Your account data is kept while your account exists. When you delete your account we delete your profile and
        messages within 30 days; records of classes taken are kept in anonymised form.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your data on your <Link to="/profile">profile</Link>, choose which emails you get in{" "}
        <Link to="/settings/notifications">notification settings</Link>, and ask us for a copy of your data or for its
        deletion at <a href="mailto:privacy@guildforge.test">privacy@guildforge.test</a>.
      </p>
    </InfoPage>
  );
}
