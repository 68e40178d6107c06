import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/terms";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Terms of service`,
    msg`The terms for using Guildforge as a student, instructor, host or visitor.`,
  );

export const meta = translatedMeta;

export default function TermsPage() {
  return (
    <InfoPage
      eyebrow={<Trans>Policies</Trans>}
      title={<Trans>Terms of service</Trans>}
      lead={
        <Trans>
          These terms apply to everyone who uses Guildforge. By creating an account or applying to a class you agree to
          them.
        </Trans>
      }
      updated={<Trans>Last updated 1 November 2026</Trans>}
    >
      <h2>
        <Trans>1. What Guildforge is</Trans>
      </h2>
      <p>
        <Trans>
          Guildforge is a marketplace that connects people who want to learn blacksmithing with instructors and hosts
          who teach it in person. The class itself is an agreement between the student and the instructor (and the host,
          where the class runs at a host's venue). Guildforge runs the platform and enforces these terms.
        </Trans>
      </p>

      <h2>
        <Trans>2. Accounts</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            You must be at least 16 to hold an account. Younger students attend with an adult who holds one.
          </Trans>
        </li>
        <li>
          <Trans>Give true information, keep your password to yourself, and verify your email address.</Trans>
        </li>
        <li>
          <Trans>One person, one account. You are responsible for what happens under your account.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>3. Students</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Read the class listing and the <Link to="/safety">forge safety rules</Link> before you apply; applying
            confirms that you accept them.
          </Trans>
        </li>
        <li>
          <Trans>
            Follow the instructor's directions at the forge. They may stop you working if you endanger anyone.
          </Trans>
        </li>
        <li>
          <Trans>
            Cancellations and refunds follow the <Link to="/cancellation">cancellation policy</Link>.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>4. Instructors and hosts</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Describe classes accurately: content, dates, price, skill level, minimum age and what is provided.
          </Trans>
        </li>
        <li>
          <Trans>
            Keep venues safe: working ventilation and CO alarms, fire extinguishers, first-aid kits, and the protective
            equipment the listing promises.
          </Trans>
        </li>
        <li>
          <Trans>Hold the insurance your country requires for teaching members of the public.</Trans>
        </li>
        <li>
          <Trans>Decide on applications fairly; never discriminate on grounds protected by law.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>5. Content and conduct</Trans>
      </h2>
      <p>
        <Trans>
          You keep the rights to what you post (profiles, listings, photos, messages) and allow us to show it on
          Guildforge. Do not post anything unlawful, misleading or abusive, and do not harass other members. We may
          remove content and suspend accounts that break these terms.
        </Trans>
      </p>

      <h2>
        <Trans>6. Liability</Trans>
      </h2>
      <p>
        <Trans>
          Blacksmithing carries inherent risks. Instructors and hosts are responsible for running their classes safely;
          Guildforge is not a party to the class and is not liable for injury or loss at a class, except where the law
          does not allow this to be excluded.
        </Trans>
      </p>

      <h2>
        <Trans>7. Changes</Trans>
      </h2>
      <p>
        <Trans>
          We may update these terms. We will tell members about significant changes by email at least 30 days before
          they take effect. Questions: <a href="mailto:hello@guildforge.test">hello@guildforge.test</a>.
        </Trans>
      </p>
    </InfoPage>
  );
}
