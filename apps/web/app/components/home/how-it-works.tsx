import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Hammer, Search, Send } from "lucide-react";
import { Container } from "../ui";

const steps = [
  {
    key: "find",
    icon: Search,
    title: msg`Find`,
    text: msg`Browse classes by theme, place and date. Every listing shows the forge, the instructor, what you take home and what to wear.`,
  },
  {
    key: "apply",
    icon: Send,
    title: msg`Apply`,
    text: msg`Apply with a short note about your experience and accept the class's safety rules. Some classes confirm at once; others after the instructor reads your note.`,
  },
  {
    key: "forge",
    icon: Hammer,
    title: msg({ message: "Forge", context: "how it works step" }),
    text: msg`Turn up, put on the gear, and make something real with your own hands, under the eye of a smith who does this for a living.`,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="how-title" className="border-y border-iron-800 bg-iron-900/60 py-20">
      <Container size="wide">
        <h2 id="how-title" className="text-4xl font-semibold">
          <Trans>How it works</Trans>
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map(({ key, icon: Icon, title, text }, i) => (
            <li key={key} className="relative">
              <div className="flex items-center gap-4">
                <span className="flex size-14 items-center justify-center rounded-full bg-ember-500 text-ember-ink shadow-ember">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="font-display text-5xl font-semibold text-iron-700" aria-hidden="true">
                  0{i + 1}
                </span>
              </div>
              <h3 className="mt-5 text-2xl font-semibold">{i18n._(title)}</h3>
              <p className="mt-2 text-iron-300">{i18n._(text)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
