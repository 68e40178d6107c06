import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { onIdle } from "../../lib/prefetch/idle";
import { toasterGate } from "../../lib/toast/toaster-gate";

const loadToaster = () => import("./forge-toaster");
const ForgeToaster = lazy(loadToaster);

/**
 * Mounts the forge toaster once the first toast is asked for (decision 044); nothing before. Its
 * code is fetched when the browser is idle after load, so a toast asked for offline (the offline
 * toast itself: docs/product.md#errors) still shows (decision 364).
 */
export function LazyToaster() {
  const open = useSyncExternalStore(toasterGate.subscribe, toasterGate.isOpen, () => false);
  useEffect(() => onIdle(() => void loadToaster().catch(() => undefined)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ForgeToaster />
    </Suspense>
  );
}
