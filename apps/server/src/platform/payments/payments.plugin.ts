import type { FastifyInstance } from "fastify";
import type { PaymentsConfig } from "../../config/payments-config.ts";
import { manualPayments } from "./manual-payments.ts";
import type { PaymentsPort } from "./payments-port.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payments port (platform/payments): the driver `PAYMENTS_DRIVER` names. */
    payments: PaymentsPort;
  }
}

/** The configured driver. The config refuses any name it does not know, so this is exhaustive. */
export function openPayments(config: PaymentsConfig): PaymentsPort {
  switch (config.driver) {
    case "manual":
      return manualPayments();
  }
}

/** Decorates `app.payments` with the configured driver. */
export function registerPayments(app: FastifyInstance, config: PaymentsConfig): void {
  app.decorate("payments", openPayments(config));
}
