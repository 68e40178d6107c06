import type { MyApplication } from "@guildforge/contracts";
import { activeApplicationStatuses } from "@guildforge/contracts/application-rules";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/** GET /api/applications: the signed-in student's applications, newest first. */
export async function getMyApplications(): Promise<MyApplication[]> {
  const [res, { myApplicationsResponseSchema }] = await Promise.all([
    api.get("/api/applications", { silent: true }),
    lazySchemas(),
  ]);
  return myApplicationsResponseSchema.parse(res).data;
}

const isActive = (a: MyApplication) => (activeApplicationStatuses as readonly string[]).includes(a.status);

/**
 * The viewer's active application to one class, loaded in the browser (the class page is cached
 * for everyone; this part is personal). `enabled` false (signed out) skips the request.
 */
export function useMyApplicationFor(classId: number, enabled: boolean, version?: unknown) {
  const [application, setApplication] = useState<MyApplication | null>(null);
  const [loading, setLoading] = useState(enabled);
  const loaded = useRef(false);
  const reload = useCallback(async () => {
    if (!enabled) return;
    // A live refresh keeps showing the current status until the new one is in (no skeleton flash).
    if (!loaded.current) setLoading(true);
    try {
      const all = await getMyApplications();
      setApplication(all.find((a) => a.class.id === classId && isActive(a)) ?? null);
    } catch {
      setApplication(null);
    } finally {
      loaded.current = true;
      setLoading(false);
    }
  }, [classId, enabled]);
  // `version` changes when the page's data is revalidated (a live event, decision 350): read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger, not an input
  useEffect(() => {
    void reload();
  }, [reload, version]);
  return { application, loading, reload, setApplication };
}
