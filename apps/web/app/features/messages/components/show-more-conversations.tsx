import { useEffect, useRef } from "react";
import { Button, FormAlert } from "../../../components/ui";

interface ShowMoreConversationsProps {
  loading: boolean;
  problem: string | null;
  onLoadMore: () => void;
}

/**
 * The end of a conversation list with more pages: loads the next one when scrolled into view,
 * and a "Show more" button for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function ShowMoreConversations({ loading, problem, onLoadMore }: ShowMoreConversationsProps) {
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
      <Button variant="ghost" size="sm" onClick={onLoadMore} disabled={loading}>
        {loading ? "Loading…" : "Show more conversations"}
      </Button>
    </div>
  );
}
