import { useEffect, useRef } from "react";
import { useMatches, useRevalidator } from "react-router";
import { LIVE_REVALIDATE_DEBOUNCE_MS } from "../constants";
import { onLiveTopics, wantChannel } from "./live-bus";
import { topicsOfMatches } from "./live-handle";
import { channelOfTopic } from "./live-topics";

/**
 * The one mechanism that keeps open pages true (issue 21 point 1): when a live event touches a
 * topic the current page's routes declare (`handle.live`), the page's loaders run again, a
 * burst of events coalesced into one reload. A class page also asks for its seat channel, the
 * admin queue for the admins' channel.
 * Called once, in the root.
 */
export function useLivePage(): void {
  const matches = useMatches();
  const revalidator = useRevalidator();
  const key = topicsOfMatches(matches).sort().join(" ");
  const latest = useRef(revalidator);
  latest.current = revalidator;

  useEffect(() => {
    const mine = new Set(key ? key.split(" ") : []);
    if (mine.size === 0) return;
    const releases = [...mine]
      .map(channelOfTopic)
      .filter((channel): channel is string => channel !== null)
      .map((channel) => wantChannel(channel));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onLiveTopics((touched) => {
      if (!touched.some((t) => mine.has(t))) return;
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current.revalidate(), LIVE_REVALIDATE_DEBOUNCE_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
      for (const release of releases) release();
    };
  }, [key]);
}
