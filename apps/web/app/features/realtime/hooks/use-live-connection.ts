import { useEffect, useRef } from "react";
import type { LiveBinding } from "../connection/live-client";
import { startLiveConnection } from "../connection/start-live-connection";
import { alwaysFollowed } from "../live/live-data-bindings";
import { followPageChannels } from "../live/page-channels";
import { connectWhileChannelsWanted, whenIdle } from "../live/visitor-channels";

/**
 * Keeps the live connection open while a user is signed in (docs/product.md#states/#roles: listeners start once the
 * current user is known). A signed-out visitor connects too, lazily and only while an open page
 * wants a public channel (a class page's seats; decision 353). `bindings(userId)` lists the channel events to listen to; `onConnected`
 * runs after every (re)connect. Client-only: effects never run during server rendering.
 */
export function useLiveConnection(
  userId: number | null | undefined,
  bindings: (userId: number) => readonly LiveBinding[],
  onConnected: () => void,
): void {
  const latest = useRef({ bindings, onConnected });
  latest.current = { bindings, onConnected };

  useEffect(() => {
    if (userId == null) {
      return connectWhileChannelsWanted({
        later: whenIdle,
        start: () =>
          startLiveConnection({ bindings: [], onConnected: () => {}, attach: (client) => followPageChannels(client) }),
      });
    }
    return startLiveConnection({
      bindings: latest.current.bindings(userId),
      onConnected: () => latest.current.onConnected(),
      attach: (client) => followPageChannels(client, undefined, new Set(alwaysFollowed(userId))),
    });
  }, [userId]);
}
