import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/about";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`About Guildforge`,
    msg`Why Guildforge exists: keeping the blacksmith's craft alive by connecting students with working smiths.`,
  );

export const meta = translatedMeta;

export default function AboutPage() {
  return (
    <InfoPage
      eyebrow={<span translate="no">Guildforge</span>}
      title={<Trans>About Guildforge</Trans>}
      lead={
        <Trans>
          Guildforge connects people who want to learn blacksmithing with the smiths who can teach them, in person, at
          real forges.
        </Trans>
      }
    >
      <h2>
        <Trans>Why we built it</Trans>
      </h2>
      <p>
        <Trans>
          Interest in blacksmithing has never been higher, yet finding a class still means word of mouth, a village
          bulletin board or a forum thread from years ago. Meanwhile many skilled smiths have a forge, an empty Saturday
          and no easy way to reach students. Guildforge puts the two together.
        </Trans>
      </p>
      <h2>
        <Trans>What we believe</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Hands on hot metal.</strong> Videos are a fine start, but you learn to read a heat and move steel at
            an anvil, with a smith beside you.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Safety is not optional.</strong> Every class follows our{" "}
            <Link to="/safety">forge safety rules</Link>, and every instructor is reviewed before they list a class.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>The community decides what's next.</strong> Members{" "}
            <Link to="/class-requests">request and vote</Link> for the classes they want, so instructors can plan
            classes people will actually take.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Fair to both sides.</strong> A clear <Link to="/cancellation">cancellation policy</Link> protects
            students' money and instructors' time.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>The name</Trans>
      </h2>
      <p>
        <Trans>
          Medieval smiths organized in guilds: they trained apprentices, kept standards and looked after each other. We
          want Guildforge to be that, for a craft that now lives in garages, farm workshops and community forges.
        </Trans>
      </p>
      <h2>
        <Trans>Get in touch</Trans>
      </h2>
      <p>
        <Trans>
          We read everything: <Link to="/contact">contact us</Link>, or write to{" "}
          <a href="mailto:hello@guildforge.test">hello@guildforge.test</a>.
        </Trans>
      </p>
    </InfoPage>
  );
}
