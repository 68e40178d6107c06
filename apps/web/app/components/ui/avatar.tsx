import { UserRound } from "lucide-react";
import { cx } from "./cx";

/** A member's round photo, or a neutral placeholder. Decorative next to the name (alt="") unless `alt` is given. */
export function Avatar({ url, className, alt = "" }: { url: string | null; className?: string; alt?: string }) {
  return (
    <div
      className={cx(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-full border border-iron-600 bg-iron-800",
        className,
      )}
    >
      {url ? (
        <img src={url} alt={alt} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <UserRound className="size-1/2 text-iron-400" aria-hidden="true" />
      )}
    </div>
  );
}
