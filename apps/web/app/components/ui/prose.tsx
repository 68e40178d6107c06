import type { HTMLAttributes } from "react";
import { cx } from "./cx";

/** Long-form content typography (policies, guides, articles). */
export function Prose({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx(
        "max-w-3xl text-lg leading-relaxed text-iron-200",
        "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:text-iron-100",
        "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ember-300",
        "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
        "[&_li]:marker:text-ember-400 [&_strong]:font-semibold [&_strong]:text-iron-100",
        "[&_a]:font-medium [&_a]:text-ember-400 [&_a]:underline [&_a:hover]:text-ember-300",
        "[&_table]:my-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-iron-600 [&_th]:p-2 [&_th]:text-left [&_th]:text-iron-100 [&_td]:border-b [&_td]:border-iron-800 [&_td]:p-2 [&_td]:align-top",
        "[&_dt]:mt-6 [&_dt]:font-display [&_dt]:text-xl [&_dt]:font-semibold [&_dt]:text-iron-100 [&_dd]:mt-2",
        className,
      )}
      {...props}
    />
  );
}
