import { useEffect } from "react";
import { useNotificationStore } from "../stores/notification-store";

/** Loads the signed-in user's notifications once they are known; empties the store on sign-out. */
export function useNotificationSync(userId: number | null | undefined): void {
  useEffect(() => {
    const store = useNotificationStore.getState();
    if (userId == null) store.reset();
    else void store.fetch();
  }, [userId]);
}

/** After every live (re)connect: Pusher keeps no history, so the list endpoint is the truth. */
export const refetchNotifications = (): void => {
  void useNotificationStore.getState().fetch();
};
