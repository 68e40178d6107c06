import type { ReactNode } from "react";
import { Card } from "../ui";

interface StepsCardProps {
  title: string;
  steps: readonly string[];
  /** What follows the steps: a note or a link. */
  children?: ReactNode;
}

/** The "how it works" side card of a sign-up page: numbered steps, then an optional note or link. */
export function StepsCard({ title, steps, children }: StepsCardProps) {
  return (
    <Card className="bg-iron-900">
      <h2 className="text-2xl font-semibold text-iron-100">{title}</h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3 text-iron-200">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ember-900 text-sm font-bold text-ember-300">
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      {children}
    </Card>
  );
}
