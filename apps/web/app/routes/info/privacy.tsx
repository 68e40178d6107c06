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
      updated="Last updated 28 November 2026"
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
      <p>Your account data is kept while your account exists.</p>

      <h2 id="deleting-your-account">Deleting your account</h2>
      <p>
        You can delete your account yourself from your <Link to="/profile">profile</Link>, after typing your password.
        It happens at once, and we email you a confirmation at the address the account had.
      </p>
      <ul>
        <li>
          <strong>Deleted straight away</strong>: your name, email address, password, photo, bio and home location, the
          messages you wrote (and their photos), your notifications and email settings, blocks, and any teaching or
          hosting application. You are signed out on every device.
        </li>
        <li>
          <strong>Conversations</strong>: the messages the other person wrote stay with them; the conversation shows you
          as &ldquo;Former member&rdquo;.
        </li>
        <li>
          <strong>Classes</strong>: places you were waiting for in classes still to come are given up. Records of
          classes you took or taught in the past, the class requests you made and your votes stay, without your name
          (shown as &ldquo;Former member&rdquo;), so other people&rsquo;s records still make sense. Forges you added
          stay as the place those past classes were held.
        </li>
        <li>
          <strong>What has to wait</strong>: while you teach a class that has not ended, host one at your forge, or hold
          a seat in one, we ask you to cancel, hand over or withdraw from it first, so the people counting on it are
          told.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>
        You can see and correct your data on your <Link to="/profile">profile</Link>, download a copy of it there (a
        JSON file), choose which emails you get in <Link to="/settings/notifications">notification settings</Link>, and
        delete your account there too. For anything else, write to{" "}
        <a href="mailto:privacy@guildforge.test">privacy@guildforge.test</a>.
      </p>
    </InfoPage>
  );
}
