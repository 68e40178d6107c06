import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/features";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Features`,
    msg`What Guildforge offers students, instructors and hosts: class listings, applications with waitlists, class requests and votes, messages and live notifications.`,
  );

export const meta = translatedMeta;

export default function FeaturesPage() {
  return (
    <InfoPage
      eyebrow={<span translate="no">Guildforge</span>}
      title={<Trans>Features</Trans>}
      lead={<Trans>Everything Guildforge does for the people who learn, teach and host blacksmithing.</Trans>}
    >
      <h2>
        <Trans>For students</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Browse classes by theme, place, date, price and skill level, and find forges near you.</Trans>
        </li>
        <li>
          <Trans>Apply in a minute, with the class's safety requirements shown up front.</Trans>
        </li>
        <li>
          <Trans>
            Join a waitlist when a class is full and be promoted automatically, in order, when a seat frees.
          </Trans>
        </li>
        <li>
          <Trans>Request a class that doesn't exist yet and vote for other members' requests.</Trans>
        </li>
        <li>
          <Trans>Message instructors, and get live notifications when anything about your classes changes.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>For instructors</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            List classes with sessions, capacity, price, minimum age, what's included and safety requirements.
          </Trans>
        </li>
        <li>
          <Trans>Accept applications automatically or review each one; seat counts are always exact.</Trans>
        </li>
        <li>
          <Trans>See rosters with each student's experience and safety acknowledgement, and export them as CSV.</Trans>
        </li>
        <li>
          <Trans>See which class requests people vote for before you plan your next class.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>For hosts</Trans>
      </h2>
      <ul>
        <li>
          <Trans>List your forge as a venue with its equipment, safety gear and accessibility notes.</Trans>
        </li>
        <li>
          <Trans>Invite instructors to teach at your venue and manage the classes held there.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>For everyone</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Works on phones, with or without JavaScript for reading, and meets WCAG AA accessibility.</Trans>
        </li>
        <li>
          <Trans>
            No tracking cookies and no selling of data: see our <Link to="/privacy">privacy policy</Link>.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Ready to teach? <Link to="/become-instructor">Become an instructor</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
