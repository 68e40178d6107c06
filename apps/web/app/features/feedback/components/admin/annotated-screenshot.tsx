import type { FeedbackItem } from "@guildforge/contracts";
import { Plural, Trans, useLingui } from "@lingui/react/macro";

type Shot = NonNullable<FeedbackItem["screenshot"]>;

/**
 * The stored screenshot with its rectangles drawn over it (hidden areas are already black in the
 * file; they are outlined here too so the admin sees what the sender chose), scaled to fit.
 */
export function AnnotatedScreenshot({ shot }: { shot: Shot }) {
  const { t } = useLingui();
  const highlighted = shot.annotations.filter((a) => a.type === "highlight").length;
  const hidden = shot.annotations.filter((a) => a.type === "hide").length;
  const width = shot.width;
  const height = shot.height;
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <figure className="space-y-2">
      <div className="relative overflow-hidden rounded-md border border-iron-700" style={{ maxWidth: shot.width }}>
        <a href={shot.url} target="_blank" rel="noopener noreferrer">
          <img
            src={shot.url}
            width={shot.width}
            height={shot.height}
            alt={t`The sender's screenshot of the page`}
            className="block h-auto w-full"
            loading="lazy"
          />
        </a>
        {shot.annotations.map((a, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rectangles have no identity beyond their order
            key={i}
            aria-hidden="true"
            className={
              a.type === "hide"
                ? "pointer-events-none absolute border border-dashed border-iron-400"
                : "pointer-events-none absolute border-2 border-ember-400"
            }
            style={{
              left: pct(a.x, shot.width),
              top: pct(a.y, shot.height),
              width: pct(a.w, shot.width),
              height: pct(a.h, shot.height),
            }}
          />
        ))}
      </div>
      <figcaption className="text-sm text-iron-400">
        <Trans>
          {width} x {height} px; <Plural value={highlighted} one="# highlighted" other="# highlighted" />,{" "}
          <Plural value={hidden} one="# hidden by the sender" other="# hidden by the sender" />. Opens full size.
        </Trans>
      </figcaption>
    </figure>
  );
}
