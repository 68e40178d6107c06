import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/advertise";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Advertise with Guildforge`,
    msg`Reach people learning blacksmithing: sponsorship for forges, tool makers, steel and fuel suppliers.`,
  );

export const meta = translatedMeta;

export default function AdvertisePage() {
  return (
    <InfoPage
      eyebrow={<span translate="no">Guildforge</span>}
      title={<Trans>Advertise with Guildforge</Trans>}
      lead={
        <Trans>
          Our members are people taking up blacksmithing: they are about to buy their first anvil, hammer, tongs, steel
          and forge. If you make or sell those, we would like to introduce you.
        </Trans>
      }
    >
      <h2>
        <Trans>Who it's for</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Forges and workshops</strong>: community forges and schools with space to host visiting instructors.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Tool makers and suppliers</strong>: anvils, hammers, tongs, power hammers, grinders, protective
            equipment.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Steel and fuel suppliers</strong>: knife steels, bar stock, smithing coal, propane and refractory.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>How it works</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Sponsored placements on theme guides (for example a knife-steel supplier on the knife-making guide).
          </Trans>
        </li>
        <li>
          <Trans>Starter-kit offers shown to students after their first class.</Trans>
        </li>
        <li>
          <Trans>
            A clearly labelled "Sponsored" mark on every placement; we never sell member data or use tracking cookies.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Our standards</Trans>
      </h2>
      <p>
        <Trans>
          We only accept partners whose products are safe and fit for purpose: no galvanised "forge kits", no unrated
          protective equipment. Sponsored content never appears inside safety guidance.
        </Trans>
      </p>
      <h2>
        <Trans>Get in touch</Trans>
      </h2>
      <p>
        <Trans>
          Write to <a href="mailto:partners@guildforge.test">partners@guildforge.test</a> with what you make and who you
          would like to reach, or use the <Link to="/contact">contact page</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
