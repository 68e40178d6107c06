import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/faq";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Frequently asked questions`,
    msg`What to wear to a blacksmithing class, age limits, experience, what you take home, accessibility, and how applying works.`,
  );

export const meta = translatedMeta;

export default function FaqPage() {
  return (
    <InfoPage
      eyebrow={<Trans>Help</Trans>}
      title={<Trans>Frequently asked questions</Trans>}
      lead={<Trans>The questions new students ask most before their first day at the forge.</Trans>}
    >
      <dl>
        <dt>
          <Trans>Do I need any experience?</Trans>
        </dt>
        <dd>
          <Trans>
            No. Classes marked <strong>Beginner</strong> or <strong>All levels</strong> assume you have never held a
            hammer. You will light a fire, move hot steel and finish a piece on the first day. Intermediate and advanced
            classes say what you should already be able to do.
          </Trans>
        </dd>

        <dt>
          <Trans>What should I wear?</Trans>
        </dt>
        <dd>
          <Trans>
            Natural-fibre clothes (cotton, wool, denim), long trousers without turn-ups, and closed leather boots. No
            synthetics: they melt. Tie back long hair. Safety glasses, ear protection and an apron are provided by the
            venue unless the class says otherwise. The full list is in our <Link to="/safety">forge safety rules</Link>.
          </Trans>
        </dd>

        <dt>
          <Trans>Is there an age limit?</Trans>
        </dt>
        <dd>
          <Trans>
            Each class sets a minimum age, shown on the listing. Most adult classes are 16+, with 16 and 17 year olds
            accompanied by a parent or guardian who also books a seat. Some family and jewelry classes accept children
            from 12 with an adult beside them. There is no upper age limit: you need to stand for most of the day and
            lift about 2 kg repeatedly.
          </Trans>
        </dd>

        <dt>
          <Trans>What do I take home?</Trans>
        </dt>
        <dd>
          <Trans>
            What you made: a hook, a knife, tongs, a ring, depending on the class. The listing says what to expect.
            Knife classes send blades home with a taped edge or in a sheath; check your local laws on carrying knives.
          </Trans>
        </dd>

        <dt>
          <Trans>Is the forge accessible?</Trans>
        </dt>
        <dd>
          <Trans>
            Every venue lists its accessibility notes: step-free access, toilets, seating, and whether anvils and forges
            can be adjusted in height. Many smiths have taught students who use wheelchairs or have limited hand
            strength. Message the instructor before you apply, and they will tell you honestly what they can adapt.
          </Trans>
        </dd>

        <dt>
          <Trans>How does applying work?</Trans>
        </dt>
        <dd>
          <Trans>
            You apply to a class with a short note and accept its safety requirements. Some classes accept you at once
            while seats remain; others wait for the instructor to read your note. If a class is full you join its
            waitlist and are promoted automatically, in order, when a seat frees.
          </Trans>
        </dd>

        <dt>
          <Trans>What if I have to cancel?</Trans>
        </dt>
        <dd>
          <Trans>
            Full refund 14 or more days before, 50% between 7 and 13 days, and none under 7 days unless your seat is
            refilled. The details are in our <Link to="/cancellation">cancellation policy</Link>.
          </Trans>
        </dd>

        <dt>
          <Trans>Is it dangerous?</Trans>
        </dt>
        <dd>
          <Trans>
            Blacksmithing involves heat and heavy tools, so it carries some risk, mostly of small burns. Instructors
            keep classes small, brief everyone on safety first, and stay beside you at the fire. Serious injuries are
            rare when the rules are followed.
          </Trans>
        </dd>

        <dt>
          <Trans>The class I want isn't listed. What now?</Trans>
        </dt>
        <dd>
          <Trans>
            <Link to="/request-class">Request it</Link>. Other members vote on requests, and instructors look at the
            most wanted ones when they plan new classes.
          </Trans>
        </dd>

        <dt>
          <Trans>How do I teach on Guildforge?</Trans>
        </dt>
        <dd>
          <Trans>
            Apply on <Link to="/become-instructor">Become an instructor</Link>. We review your experience and safety
            practice, and you can list classes once approved.
          </Trans>
        </dd>
      </dl>
    </InfoPage>
  );
}
