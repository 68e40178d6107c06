import type { CreateReport } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/reports: a message or a whole conversation goes to the admins' moderation queue. */
export async function createReport(body: CreateReport): Promise<void> {
  await api.post("/api/reports", body);
}
