import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { buttonClasses, cx, FormAlert } from "../../../components/ui";
import { takeOverClick } from "../lib/plain-click";

interface ShowMoreConversationsProps {
  /** The list as far as the next page (`?cursor=`): what the link shows without JavaScript. */
  href: string;
  loading: boolean;
  problem: string | null;
  onLoadMore: () => void;
}

/**
 * The end of a conversation list with more pages: loads the next one when scrolled into view,
 * and a "Show more conversations" link for keyboards, screen readers and browsers without
 * IntersectionObserver. Without JavaScript the link is the page with the longer list (`?cursor=`);
 * with it the next page is added in place.
 */
export function ShowMoreConversations({ href, loading, problem, onLoadMore }: ShowMoreConversationsProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  // after a failure, scrolling does not retry on its own: the button does
  const auto = problem === null && !loading;

  useEffect(() => {
    const node = ref.current;
    // observed afresh after each page: still in view (a short list) loads the next one
    if (!node || !auto || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto]);

  return (
    <div ref={ref} className="flex flex-col items-center gap-2 p-3">
      {problem ? <FormAlert className="w-full">{problem}</FormAlert> : null}
      <a
        href={href}
        className={cx(buttonClasses("ghost", "sm"), loading && "pointer-events-none text-iron-400")}
        aria-disabled={loading || undefined}
        onClick={(e) => takeOverClick(e, () => (loading ? undefined : onLoadMore()))}
      >
        {loading ? t`Loading…` : t`Show more conversations`}
      </a>
    </div>
  );
}
