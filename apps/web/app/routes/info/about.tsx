import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "About Guildforge",
    "Why Guildforge exists: keeping the blacksmith's craft alive by connecting students with working smiths.",
  );

export default function AboutPage() {
  return (
    <InfoPage
      eyebrow="Guildforge"
      title="About Guildforge"
      lead="Guildforge connects people who want to learn blacksmithing with the smiths who can teach them, in person, at real forges."
    >
      <h2>Why we built it</h2>
      <p>
        Interest in blacksmithing has never been higher, yet finding a class still means word of mouth, a village
        bulletin board or a forum thread from years ago. Meanwhile many skilled smiths have a forge, an empty Saturday
        and no easy way to reach students. Guildforge puts the two together.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>Hands on hot metal.</strong> Videos are a fine start, but you learn to read a heat and move steel at
          an anvil, with a smith beside you.
        </li>
        <li>
          <strong>Safety is not optional.</strong> Every class follows our <Link to="/safety">forge safety rules</Link>,
          and every instructor is reviewed before they list a class.
        </li>
        <li>
          <strong>The community decides what's next.</strong> Members <Link to="/class-requests">request and vote</Link>{" "}
          for the classes they want, so instructors can plan classes people will actually take.
        </li>
        <li>
          <strong>Fair to both sides.</strong> A clear <Link to="/cancellation">cancellation policy</Link> protects
          students' money and instructors' time.
        </li>
      </ul>
      <h2>The name</h2>
      <p>
        Medieval smiths organized in guilds: they trained apprentices, kept standards and looked after each other. We
        want Guildforge to be that, for a craft that now lives in garages, farm workshops and community forges.
      </p>
      <h2>Get in touch</h2>
      <p>
        We read everything: <Link to="/contact">contact us</Link>, or write to{" "}
        <a href="mailto:hello@guildforge.test">hello@guildforge.test</a>.
      </p>
    </InfoPage>
  );
}
