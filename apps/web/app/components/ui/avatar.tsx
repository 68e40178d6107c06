import { UserRound } from "lucide-react";
import { cx } from "./cx";
import { DeferredImg } from "./deferred-img";

/**
 * A member's round photo, or a neutral placeholder. Decorative next to the name (alt="") unless `alt`
 * is given. `deferred`: one of many in a list, fetched once the page's content is shown (DeferredImg).
 */
export function Avatar({
  url,
  className,
  alt = "",
  deferred = false,
}: {
  url: string | null;
  className?: string;
  alt?: string;
  deferred?: boolean;
}) {
  return (
    <div
      className={cx(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-full border border-iron-600 bg-iron-800",
        className,
      )}
    >
      {url && deferred ? (
        <DeferredImg src={url} alt={alt} decoding="async" className="size-full object-cover" />
      ) : url ? (
        <img src={url} alt={alt} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <UserRound className="size-1/2 text-iron-400" aria-hidden="true" />
      )}
    </div>
  );
}
