import multipart from "@fastify/multipart";
import {
  contactMessageSchema,
  featureRequestSchema,
  feedbackCreatedResponseSchema,
  formTokenResponseSchema,
  screenshotLimits,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionSecurity } from "../../platform/openapi.ts";
import { readBugReportForm } from "./bug-report-form.ts";
import { feedbackAccess as policy } from "./feedback.policy.ts";
import { presentFeedbackCreated } from "./feedback.presenter.ts";
import type { FeedbackService } from "./feedback.service.ts";
import { issueFormToken } from "./form-token.ts";
import { removeScreenshot, storeScreenshot } from "./screenshot.ts";
import { guardAgainstSpam } from "./spam-guard.ts";

const tags = ["Feedback"];

/** /bug-report (and the floating widget), /feature-request and /contact: anyone may send. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: screenshotLimits.maxBytes, files: 1, fields: 12, parts: 13 } });
  const appKey = app.deps.config.appKey;
  const guard = async (req: { ip: string }, email: string | null, fields: { form_token: string; website?: string }) =>
    guardAgainstSpam({
      limiter: app.rateLimiter,
      appKey,
      now: app.now(),
      ip: req.ip,
      email,
      fields,
      tokenUsed: service.formTokenUsed,
    });

  app.get(
    "/feedback/form-token",
    {
      config: { access: policy.send },
      schema: {
        tags,
        summary:
          "A signed, single-use form token: send it back with one feedback form (minimum fill time, decisions 312, 510)",
        response: { 200: formTokenResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return { data: { token: issueFormToken(appKey, app.now()) } };
    },
  );

  app.post(
    "/feedback/bug-reports",
    {
      config: { access: policy.send, allowForm: true },
      schema: {
        tags,
        summary:
          "Report a bug (multipart: description, page_url, user_agent, viewport, annotations JSON, form_token; optional file `screenshot`, screenshot.png as application/png)",
        security: sessionSecurity,
        response: { 201: feedbackCreatedResponseSchema },
      },
    },
    async (req, reply) => {
      const { input, screenshot } = await readBugReportForm(req);
      const token = await guard(req, await service.senderEmail(req.user, input.email), input);
      const shot = screenshot ? await storeScreenshot(app.storage, screenshot, input.annotations) : null;
      try {
        return reply.status(201).send(presentFeedbackCreated(await service.bugReport(req.user, input, shot, token)));
      } catch (e) {
        if (shot) await removeScreenshot(app.storage, shot);
        throw e;
      }
    },
  );

  app.post(
    "/feedback/feature-requests",
    {
      config: { access: policy.send },
      schema: {
        tags,
        summary: "Suggest a feature (title, description, optional email when signed out, form_token)",
        security: sessionSecurity,
        body: featureRequestSchema,
        response: { 201: feedbackCreatedResponseSchema },
      },
    },
    async (req, reply) => {
      const token = await guard(req, await service.senderEmail(req.user, req.body.email), req.body);
      return reply.status(201).send(presentFeedbackCreated(await service.featureRequest(req.user, req.body, token)));
    },
  );

  app.post(
    "/feedback/contact",
    {
      config: { access: policy.send },
      schema: {
        tags,
        summary: "Contact the team (name, email, topic, message, form_token)",
        security: sessionSecurity,
        body: contactMessageSchema,
        response: { 201: feedbackCreatedResponseSchema },
      },
    },
    async (req, reply) => {
      const token = await guard(req, req.body.email, req.body);
      return reply.status(201).send(presentFeedbackCreated(await service.contact(req.user, req.body, token)));
    },
  );
};
