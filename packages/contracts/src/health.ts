import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok") });
export const readySchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.object({ database: z.enum(["ok", "down"]), storage: z.enum(["ok", "down"]) }),
});
export const buildInfoSchema = z.object({ build_id: z.string() });
