import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { Card } from "../../components/ui";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/safety";

const checklist = [
  msg`Safety glasses`,
  msg`Cotton, wool or denim clothes`,
  msg`Long trousers, no turn-ups`,
  msg`Leather apron`,
  msg`Closed leather boots`,
  msg`Hearing protection`,
  msg`Hair tied back, no jewelry`,
];

function Checklist() {
  const { i18n } = useLingui();
  return (
    <Card className="lg:sticky lg:top-24">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck className="size-5 text-success-400" aria-hidden="true" /> <Trans>Before you arrive</Trans>
      </h2>
      <ul className="mt-4 space-y-2 text-iron-200">
        {checklist.map((item) => (
          <li key={item.id} className="flex gap-2">
            <span aria-hidden="true" className="text-success-400">
              ✓
            </span>
            {i18n._(item)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Forge safety rules`,
    msg`The safety rules and protective equipment for every Guildforge blacksmithing class: what to wear, hot metal, forges, ventilation, quenching and first aid for burns.`,
  );

export const meta = translatedMeta;

export default function SafetyPage() {
  return (
    <InfoPage
      eyebrow={<Trans>Policies</Trans>}
      title={<Trans>Forge safety rules</Trans>}
      lead={
        <Trans>
          A forge is hot, loud and full of heavy tools. These rules apply in every Guildforge class, on top of any rules
          of the venue. Your instructor briefs you on them at the start, and may ask anyone who ignores them to stop
          working.
        </Trans>
      }
      updated={<Trans>Last updated 1 November 2026</Trans>}
      aside={<Checklist />}
    >
      <h2>
        <Trans>What to wear</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Safety glasses</strong> (impact-rated, with side shields) from the moment you enter the forge area,
            all day. Prescription glasses alone are not enough; wear over-glasses or ask your instructor for a pair.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Natural-fibre clothing</strong>: cotton, wool, denim or leather. Synthetics such as polyester, nylon
            and fleece melt onto skin when a spark or scale lands on them.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Long trousers without turn-ups</strong> (hot scale collects in cuffs) and long or rolled-down
            sleeves that are not loose.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A leather apron</strong>: most venues lend one; tell the host if you need a larger or smaller size.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Closed leather boots</strong>, ideally with steel or composite toes. No trainers with mesh, no
            sandals, no open shoes of any kind: dropped hot metal and heavy tools land on feet.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Hearing protection</strong> (plugs or ear defenders) near power hammers, grinders and when several
            anvils ring at once. It is required whenever a power hammer is running.
          </Trans>
        </li>
        <li>
          <Trans>Long hair tied back, no dangling jewelry, scarves or lanyards. Remove rings before grinding.</Trans>
        </li>
        <li>
          <Trans>
            Gloves: a leather glove on the tong hand is fine;{" "}
            <strong>never wear gloves at a grinder, drill or lathe</strong>, where they can be caught and pull your hand
            in.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Hot metal</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Treat every piece of metal in the forge as hot. Steel can burn you long after it stops glowing.</Trans>
        </li>
        <li>
          <Trans>Pick metal up with tongs, never bare hands. Test with a hand held above it, not on it.</Trans>
        </li>
        <li>
          <Trans>Never hand hot work to another person: put it down, and say "hot" when you do.</Trans>
        </li>
        <li>
          <Trans>Mark hot pieces left to cool with chalk ("HOT") or place them in the designated cooling area.</Trans>
        </li>
        <li>
          <Trans>
            Keep the path between forge and anvil clear; turn with the hot end pointing down and away from people.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Forges, fuel and ventilation</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Coal and coke forges</strong> produce carbon monoxide (CO) and smoke. They must have a working hood
            and chimney; the venue keeps a CO alarm in the forge area. Leave the room and tell your instructor if you
            get a headache, dizziness or nausea.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Gas (propane) forges</strong> also produce CO and must run with good ventilation. Only the
            instructor lights and adjusts a gas forge; close the cylinder valve when the forge is off.
          </Trans>
        </li>
        <li>
          <Trans>Never forge galvanised or painted steel: zinc and paint fumes are toxic (metal fume fever).</Trans>
        </li>
        <li>
          <Trans>
            Fire extinguishers (CO₂ or dry powder) and a bucket of water or sand are within reach of every forge.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Quenching and quench-oil fires</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Quench oil sits in a metal container with a metal lid, deep enough to cover the whole piece. Never use a
            plastic container.
          </Trans>
        </li>
        <li>
          <Trans>
            Lower the piece in quickly and fully. If the oil flames, <strong>put the lid on</strong> to smother it.
            Never throw water on an oil fire.
          </Trans>
        </li>
        <li>
          <Trans>Keep your face out of the line of the quench tank; oil can spit.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Hammers, anvils and machines</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Check your hammer head is tight before striking. Never strike a hardened face on another hardened face.
          </Trans>
        </li>
        <li>
          <Trans>Keep the anvil clear of tools you are not using; scale is brushed off, not blown off.</Trans>
        </li>
        <li>
          <Trans>
            Power hammers, belt grinders and presses are used only after the instructor has shown you, and one person at
            a time.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>First aid for burns</Trans>
      </h2>
      <ol>
        <li>
          <Trans>Tell your instructor at once, however small the burn looks.</Trans>
        </li>
        <li>
          <Trans>
            Cool the burn under cool running water for <strong>20 minutes</strong>. No ice, butter or creams.
          </Trans>
        </li>
        <li>
          <Trans>
            Remove rings or watches near the burn before it swells; do not pull off clothing stuck to the skin.
          </Trans>
        </li>
        <li>
          <Trans>Cover it loosely with cling film or a clean, non-fluffy dressing.</Trans>
        </li>
        <li>
          <Trans>
            Get medical help for burns larger than the palm of the hand, on the face, hands, feet or joints, or that are
            deep or white and painless. Call emergency services for serious burns.
          </Trans>
        </li>
      </ol>
      <p>
        <Trans>Every Guildforge venue keeps a first-aid kit with burn dressings and an eyewash station.</Trans>
      </p>

      <h2>
        <Trans>Your responsibilities</Trans>
      </h2>
      <p>
        <Trans>
          When you apply to a class you confirm that you have read these rules and the class's own safety requirements.
          Tell your instructor beforehand about medical conditions, medication or pregnancy that may matter in a hot,
          loud workshop. Do not attend under the influence of alcohol or drugs. See also our{" "}
          <Link to="/cancellation">cancellation policy</Link> for what happens if a class has to stop for safety
          reasons.
        </Trans>
      </p>
    </InfoPage>
  );
}
