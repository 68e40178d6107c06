import { z } from "zod";

/** The payments drivers this version has (issue 41's first slice: pay at the forge). */
export const paymentsDrivers = ["manual"] as const;
export type PaymentsDriver = (typeof paymentsDrivers)[number];

/** Environment variables of payments (merged into config/env.ts's schema). */
export const paymentsEnvShape = {
  /**
   * `manual` (the default): students pay at the forge or by bank transfer and a manager of the
   * class records it. No other driver exists yet; any other value is refused at start.
   */
  PAYMENTS_DRIVER: z
    .enum(paymentsDrivers, {
      error: () => `must be one of: ${paymentsDrivers.join(", ")} (the payments drivers this version has)`,
    })
    .default("manual"),
};

export interface PaymentsConfig {
  driver: PaymentsDriver;
}

export const resolvePaymentsConfig = (env: { PAYMENTS_DRIVER: PaymentsDriver }): PaymentsConfig => ({
  driver: env.PAYMENTS_DRIVER,
});
