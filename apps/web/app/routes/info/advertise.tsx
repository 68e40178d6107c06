import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Advertise with Guildforge",
    "Reach people learning blacksmithing: sponsorship for forges, tool makers, steel and fuel suppliers.",
  );

export default function AdvertisePage() {
  return (
    <InfoPage
      eyebrow="Guildforge"
      title="Advertise with Guildforge"
      lead="Our members are people taking up blacksmithing: they are about to buy their first anvil, hammer, tongs, steel and forge. If you make or sell those, we would like to introduce you."
    >
      <h2>Who it's for</h2>
      <ul>
        <li>
          <strong>Forges and workshops</strong>: community forges and schools with space to host visiting instructors.
        </li>
        <li>
          <strong>Tool makers and suppliers</strong>: anvils, hammers, tongs, power hammers, grinders, protective
          equipment.
        </li>
        <li>
          <strong>Steel and fuel suppliers</strong>: knife steels, bar stock, smithing coal, propane and refractory.
        </li>
      </ul>
      <h2>How it works</h2>
      <ul>
        <li>Sponsored placements on theme guides (for example a knife-steel supplier on the knife-making guide).</li>
        <li>Starter-kit offers shown to students after their first class.</li>
        <li>
          A clearly labelled "Sponsored" mark on every placement; we never sell member data or use tracking cookies.
        </li>
      </ul>
      <h2>Our standards</h2>
      <p>
        We only accept partners whose products are safe and fit for purpose: no galvanised "forge kits", no unrated
        protective equipment. Sponsored content never appears inside safety guidance.
      </p>
      <h2>Get in touch</h2>
      <p>
        Write to <a href="mailto:partners@guildforge.test">partners@guildforge.test</a> with what you make and who you
        would like to reach, or use the <Link to="/contact">contact page</Link>.
      </p>
    </InfoPage>
  );
}
