import { useEffect } from "react";
import { useMessagesStore } from "../stores/messages-store";

/** Knows the signed-in user and loads the unread-messages count (the header badge); empties on sign-out. */
export function useMessagesSync(userId: number | null | undefined): void {
  useEffect(() => {
    const store = useMessagesStore.getState();
    if (userId == null) store.reset();
    else {
      store.setViewer(userId);
      void store.fetchUnread();
    }
  }, [userId]);
}

/** After every live (re)connect: Pusher keeps no history, so the count endpoint is the truth. */
export const refetchUnreadMessages = (): void => {
  void useMessagesStore.getState().fetchUnread();
};
