import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/privacy";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Privacy policy`,
    msg`What personal data Guildforge stores, why, for how long, and your rights over it.`,
  );

export const meta = translatedMeta;

export default function PrivacyPage() {
  return (
    <InfoPage
      eyebrow={<Trans>Policies</Trans>}
      title={<Trans>Privacy policy</Trans>}
      lead={
        <Trans>
          We collect what we need to run classes and nothing more. We do not sell your data and we do not use
          advertising trackers.
        </Trans>
      }
      updated={<Trans>Last updated 28 November 2026</Trans>}
    >
      <h2>
        <Trans>What we store</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Your account</strong>: name, email address, a password hash (never the password itself), roles,
            profile details you add (photo, bio, home location), and when you verified your email.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Sessions</strong>: when you sign in, a session record is kept in our database (with the time and a
            coarse description of the browser) so you stay signed in. Signing out deletes it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your activity</strong>: classes you apply to, class requests and votes, messages, and notifications.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>For instructors and hosts</strong>: your teaching application, venue details and the rosters of your
            classes.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical logs</strong>: request logs and error reports, kept for up to 30 days to keep the service
            running.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>
          We use two cookies, both needed for the site to work: a session cookie and an <code>XSRF-TOKEN</code> cookie
          that protects forms. No tracking or advertising cookies. See the <Link to="/cookies">cookie policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Who sees what</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Everyone: your public profile (name, photo, bio, and for instructors, your classes).</Trans>
        </li>
        <li>
          <Trans>
            Instructors and hosts of a class you apply to: your name, email, experience level and your message, so they
            can run the class safely.
          </Trans>
        </li>
        <li>
          <Trans>Guildforge administrators, to review accounts and keep the community safe.</Trans>
        </li>
        <li>
          <Trans>
            Service providers who host our servers and send our email, under contract and only for that purpose.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>Your account data is kept while your account exists.</Trans>
      </p>

      <h2 id="deleting-your-account">
        <Trans>Deleting your account</Trans>
      </h2>
      <p>
        <Trans>
          You can delete your account yourself from your <Link to="/profile">profile</Link>, after typing your password.
          It happens at once, and we email you a confirmation at the address the account had.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Deleted straight away</strong>: your name, email address, password, photo, bio and home location,
            the messages you wrote (and their photos), your notifications and email settings, blocks, and any teaching
            or hosting application. You are signed out on every device.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Conversations</strong>: the messages the other person wrote stay with them; the conversation shows
            you as “Former member”.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Classes</strong>: places you were waiting for in classes still to come are given up. Records of
            classes you took or taught in the past, the class requests you made and your votes stay, without your name
            (shown as “Former member”), so other people’s records still make sense. Forges you added stay as the place
            those past classes were held.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>What has to wait</strong>: while you teach a class that has not ended, host one at your forge, or
            hold a seat in one, we ask you to cancel, hand over or withdraw from it first, so the people counting on it
            are told.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You can see and correct your data on your <Link to="/profile">profile</Link>, download a copy of it there (a
          JSON file), choose which emails you get in <Link to="/settings/notifications">notification settings</Link>,
          and delete your account there too. For anything else, write to{" "}
          <a href="mailto:privacy@guildforge.test">privacy@guildforge.test</a>.
        </Trans>
      </p>
    </InfoPage>
  );
}
