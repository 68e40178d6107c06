import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Frequently asked questions",
    "What to wear to a blacksmithing class, age limits, experience, what you take home, accessibility, and how applying works.",
  );

export default function FaqPage() {
  return (
    <InfoPage
      eyebrow="Help"
      title="Frequently asked questions"
      lead="The questions new students ask most before their first day at the forge."
    >
      <dl>
        <dt>Do I need any experience?</dt>
        <dd>
          No. Classes marked <strong>Beginner</strong> or <strong>All levels</strong> assume you have never held a
          hammer. You will light a fire, move hot steel and finish a piece on the first day. Intermediate and advanced
          classes say what you should already be able to do.
        </dd>

        <dt>What should I wear?</dt>
        <dd>
          Natural-fibre clothes (cotton, wool, denim), long trousers without turn-ups, and closed leather boots. No
          synthetics: they melt. Tie back long hair. Safety glasses, ear protection and an apron are provided by the
          venue unless the class says otherwise. The full list is in our <Link to="/safety">forge safety rules</Link>.
        </dd>

        <dt>Is there an age limit?</dt>
        <dd>
          Each class sets a minimum age, shown on the listing. Most adult classes are 16+, with 16 and 17 year olds
          accompanied by a parent or guardian who also books a seat. Some family and jewelry classes accept children
          from 12 with an adult beside them. There is no upper age limit: you need to stand for most of the day and lift
          about 2 kg repeatedly.
        </dd>

        <dt>What do I take home?</dt>
        <dd>
          What you made: a hook, a knife, tongs, a ring, depending on the class. The listing says what to expect. Knife
          classes send blades home with a taped edge or in a sheath; check your local laws on carrying knives.
        </dd>

        <dt>Is the forge accessible?</dt>
        <dd>
          Every venue lists its accessibility notes: step-free access, toilets, seating, and whether anvils and forges
          can be adjusted in height. Many smiths have taught students who use wheelchairs or have limited hand strength.
          Message the instructor before you apply, and they will tell you honestly what they can adapt.
        </dd>

        <dt>How does applying work?</dt>
        <dd>
          You apply to a class with a short note and accept its safety requirements. Some classes accept you at once
          while seats remain; others wait for the instructor to read your note. If a class is full you join its waitlist
          and are promoted automatically, in order, when a seat frees.
        </dd>

        <dt>What if I have to cancel?</dt>
        <dd>
          Full refund 14 or more days before, 50% between 7 and 13 days, and none under 7 days unless your seat is
          refilled. The details are in our <Link to="/cancellation">cancellation policy</Link>.
        </dd>

        <dt>Is it dangerous?</dt>
        <dd>
          Blacksmithing involves heat and heavy tools, so it carries some risk, mostly of small burns. Instructors keep
          classes small, brief everyone on safety first, and stay beside you at the fire. Serious injuries are rare when
          the rules are followed.
        </dd>

        <dt>The class I want isn't listed. What now?</dt>
        <dd>
          <Link to="/request-class">Request it</Link>. Other members vote on requests, and instructors look at the most
          wanted ones when they plan new classes.
        </dd>

        <dt>How do I teach on Guildforge?</dt>
        <dd>
          Apply on <Link to="/become-instructor">Become an instructor</Link>. We review your experience and safety
          practice, and you can list classes once approved.
        </dd>
      </dl>
    </InfoPage>
  );
}
