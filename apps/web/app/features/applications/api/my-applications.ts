import { activeApplicationStatuses, type MyApplication, myApplicationsResponseSchema } from "@guildforge/contracts";
import { useCallback, useEffect, useState } from "react";
import { api } from "../../../lib/api";

/** GET /api/applications: the signed-in student's applications, newest first. */
export async function getMyApplications(): Promise<MyApplication[]> {
  return myApplicationsResponseSchema.parse(await api.get("/api/applications", { silent: true })).data;
}

const isActive = (a: MyApplication) => (activeApplicationStatuses as readonly string[]).includes(a.status);

/**
 * The viewer's active application to one class, loaded in the browser (the class page is cached
 * for everyone; this part is personal). `enabled` false (signed out) skips the request.
 */
export function useMyApplicationFor(classId: number, enabled: boolean) {
  const [application, setApplication] = useState<MyApplication | null>(null);
  const [loading, setLoading] = useState(enabled);
  const reload = useCallback(async () => {
    if (!enabled) return;
    setLoading(true);
    try {
      const all = await getMyApplications();
      setApplication(all.find((a) => a.class.id === classId && isActive(a)) ?? null);
    } catch {
      setApplication(null);
    } finally {
      setLoading(false);
    }
  }, [classId, enabled]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { application, loading, reload, setApplication };
}
