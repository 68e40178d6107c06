import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";
import { Card } from "../../components/ui";

const checklist = [
  "Safety glasses",
  "Cotton, wool or denim clothes",
  "Long trousers, no turn-ups",
  "Leather apron",
  "Closed leather boots",
  "Hearing protection",
  "Hair tied back, no jewelry",
];

function Checklist() {
  return (
    <Card className="lg:sticky lg:top-24">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck className="size-5 text-success-400" aria-hidden="true" /> Before you arrive
      </h2>
      <ul className="mt-4 space-y-2 text-iron-200">
        {checklist.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-success-400">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export const meta = () =>
  pageMeta(
    "Forge safety rules",
    "The safety rules and protective equipment for every Guildforge blacksmithing class: what to wear, hot metal, forges, ventilation, quenching and first aid for burns.",
  );

export default function SafetyPage() {
  return (
    <InfoPage
      eyebrow="Policies"
      title="Forge safety rules"
      lead="A forge is hot, loud and full of heavy tools. These rules apply in every Guildforge class, on top of any rules of the venue. Your instructor briefs you on them at the start, and may ask anyone who ignores them to stop working."
      updated="Last updated 1 November 2026"
      aside={<Checklist />}
    >
      <h2>What to wear</h2>
      <ul>
        <li>
          <strong>Safety glasses</strong> (impact-rated, with side shields) from the moment you enter the forge area,
          all day. Prescription glasses alone are not enough; wear over-glasses or ask your instructor for a pair.
        </li>
        <li>
          <strong>Natural-fibre clothing</strong>: cotton, wool, denim or leather. Synthetics such as polyester, nylon
          and fleece melt onto skin when a spark or scale lands on them.
        </li>
        <li>
          <strong>Long trousers without turn-ups</strong> (hot scale collects in cuffs) and long or rolled-down sleeves
          that are not loose.
        </li>
        <li>
          <strong>A leather apron</strong>: most venues lend one; tell the host if you need a larger or smaller size.
        </li>
        <li>
          <strong>Closed leather boots</strong>, ideally with steel or composite toes. No trainers with mesh, no
          sandals, no open shoes of any kind: dropped hot metal and heavy tools land on feet.
        </li>
        <li>
          <strong>Hearing protection</strong> (plugs or ear defenders) near power hammers, grinders and when several
          anvils ring at once. It is required whenever a power hammer is running.
        </li>
        <li>Long hair tied back, no dangling jewelry, scarves or lanyards. Remove rings before grinding.</li>
        <li>
          Gloves: a leather glove on the tong hand is fine;{" "}
          <strong>never wear gloves at a grinder, drill or lathe</strong>, where they can be caught and pull your hand
          in.
        </li>
      </ul>

      <h2>Hot metal</h2>
      <ul>
        <li>Treat every piece of metal in the forge as hot. Steel can burn you long after it stops glowing.</li>
        <li>Pick metal up with tongs, never bare hands. Test with a hand held above it, not on it.</li>
        <li>Never hand hot work to another person: put it down, and say "hot" when you do.</li>
        <li>Mark hot pieces left to cool with chalk ("HOT") or place them in the designated cooling area.</li>
        <li>Keep the path between forge and anvil clear; turn with the hot end pointing down and away from people.</li>
      </ul>

      <h2>Forges, fuel and ventilation</h2>
      <ul>
        <li>
          <strong>Coal and coke forges</strong> produce carbon monoxide (CO) and smoke. They must have a working hood
          and chimney; the venue keeps a CO alarm in the forge area. Leave the room and tell your instructor if you get
          a headache, dizziness or nausea.
        </li>
        <li>
          <strong>Gas (propane) forges</strong> also produce CO and must run with good ventilation. Only the instructor
          lights and adjusts a gas forge; close the cylinder valve when the forge is off.
        </li>
        <li>Never forge galvanised or painted steel: zinc and paint fumes are toxic (metal fume fever).</li>
        <li>Fire extinguishers (CO₂ or dry powder) and a bucket of water or sand are within reach of every forge.</li>
      </ul>

      <h2>Quenching and quench-oil fires</h2>
      <ul>
        <li>
          Quench oil sits in a metal container with a metal lid, deep enough to cover the whole piece. Never use a
          plastic container.
        </li>
        <li>
          Lower the piece in quickly and fully. If the oil flames, <strong>put the lid on</strong> to smother it. Never
          throw water on an oil fire.
        </li>
        <li>Keep your face out of the line of the quench tank; oil can spit.</li>
      </ul>

      <h2>Hammers, anvils and machines</h2>
      <ul>
        <li>Check your hammer head is tight before striking. Never strike a hardened face on another hardened face.</li>
        <li>Keep the anvil clear of tools you are not using; scale is brushed off, not blown off.</li>
        <li>
          Power hammers, belt grinders and presses are used only after the instructor has shown you, and one person at a
          time.
        </li>
      </ul>

      <h2>First aid for burns</h2>
      <ol>
        <li>Tell your instructor at once, however small the burn looks.</li>
        <li>
          Cool the burn under cool running water for <strong>20 minutes</strong>. No ice, butter or creams.
        </li>
        <li>Remove rings or watches near the burn before it swells; do not pull off clothing stuck to the skin.</li>
        <li>Cover it loosely with cling film or a clean, non-fluffy dressing.</li>
        <li>
          Get medical help for burns larger than the palm of the hand, on the face, hands, feet or joints, or that are
          deep or white and painless. Call emergency services for serious burns.
        </li>
      </ol>
      <p>Every Guildforge venue keeps a first-aid kit with burn dressings and an eyewash station.</p>

      <h2>Your responsibilities</h2>
      <p>
        When you apply to a class you confirm that you have read these rules and the class's own safety requirements.
        Tell your instructor beforehand about medical conditions, medication or pregnancy that may matter in a hot, loud
        workshop. Do not attend under the influence of alcohol or drugs. See also our{" "}
        <Link to="/cancellation">cancellation policy</Link> for what happens if a class has to stop for safety reasons.
      </p>
    </InfoPage>
  );
}
