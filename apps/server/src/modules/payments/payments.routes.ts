import {
  paymentApplicationParamsSchema,
  recordPaymentResponseSchema,
  recordPaymentSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { paymentsAccess as access } from "./payments.policy.ts";
import { createPaymentsService } from "./payments.service.ts";

const doc = (summary: string) => ({ tags: ["Payments"], summary, security: sessionSecurity });

/** Payments (issue 41, first slice): a class's managers record what a seat paid at the forge. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentsService({
    db: app.deps.database.db,
    events: app.events,
    payments: app.payments,
    now: () => app.now(),
  });

  app.post(
    "/manage/applications/:id/payments",
    {
      config: { access: access.record },
      schema: {
        ...doc(
          "Record a payment taken at the forge or by bank transfer for an accepted seat of a class one manages: the amount in minor units of the class's currency (at most what the seat still owes), the method and the day it was paid (not in the future). Appends one ledger row and sends the student a receipt; 404 for a seat one does not manage, 409 for a seat that is not accepted or a free class; send an Idempotency-Key",
        ),
        params: paymentApplicationParamsSchema,
        body: recordPaymentSchema,
        response: { 201: recordPaymentResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await service.record(signedInUser(req), req.params.id, req.body, req.idempotencyKey);
      return reply.status(201).send({ data });
    },
  );
};
