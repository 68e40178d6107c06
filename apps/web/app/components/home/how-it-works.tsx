import { Hammer, Search, Send } from "lucide-react";
import { Container } from "../ui";

const steps = [
  {
    icon: Search,
    title: "Find",
    text: "Browse classes by theme, place and date. Every listing shows the forge, the instructor, what you take home and what to wear.",
  },
  {
    icon: Send,
    title: "Apply",
    text: "Apply with a short note about your experience and accept the class's safety rules. Some classes confirm at once; others after the instructor reads your note.",
  },
  {
    icon: Hammer,
    title: "Forge",
    text: "Turn up, put on the gear, and make something real with your own hands, under the eye of a smith who does this for a living.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-iron-800 bg-iron-900/60 py-20">
      <Container size="wide">
        <h2 id="how-title" className="text-4xl font-semibold">
          How it works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative">
              <div className="flex items-center gap-4">
                <span className="flex size-14 items-center justify-center rounded-full bg-ember-500 text-ember-ink shadow-ember">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="font-display text-5xl font-semibold text-iron-700" aria-hidden="true">
                  0{i + 1}
                </span>
              </div>
              <h3 className="mt-5 text-2xl font-semibold">{title}</h3>
              <p className="mt-2 text-iron-300">{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
