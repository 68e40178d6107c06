import multipart from "@fastify/multipart";
import {
  blockStatusResponseSchema,
  conversationParamsSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  conversationsUnreadResponseSchema,
  idParamSchema,
  imageMaxBytes,
  markConversationReadResponseSchema,
  messageMaxAttachments,
  sendMessageSchema,
  sentMessageResponseSchema,
  startConversationSchema,
  threadQuerySchema,
  threadResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StoredAttachment } from "../../db/schema/index.ts";
import { ValidationError } from "../../platform/errors.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { discardAttachments, readMessageForm } from "./message-attachments.ts";
import { messagesAccess as policy } from "./messages.policy.ts";
import { presentConversationsPage, presentThreadPage } from "./messages.presenter.ts";
import type { MessagesService } from "./messages.service.ts";
import type { SendTarget } from "./send.repository.ts";

const doc = (summary: string) => ({ tags: ["Messages"], summary, security: sessionSecurity });

/** Conversations, threads, sending and reading (issue 17). */
export const conversationsRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (app, { service }) => {
  await app.register(multipart, {
    limits: { fileSize: imageMaxBytes, files: messageMaxAttachments, fields: 3, parts: messageMaxAttachments + 3 },
  });

  const sendLimits = async (userId: number) => {
    await consumePerUser(app.rateLimiter, "messageSendMinute", userId);
    await consumePerUser(app.rateLimiter, "messageSendDay", userId);
  };

  const sendParsed = async (
    user: ReturnType<typeof signedInUser>,
    id: number,
    raw: unknown,
    attachments: StoredAttachment[],
    key: string | null,
    checked?: SendTarget,
  ) => {
    const parsed = sendMessageSchema.safeParse(raw ?? {});
    if (!parsed.success) {
      const errs: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "body");
        errs[field] = [...(errs[field] ?? []), issue.message];
      }
      throw new ValidationError(errs);
    }
    return service.send(user, id, parsed.data.body, attachments, key, checked);
  };

  app.get(
    "/conversations",
    {
      config: { access: policy.list },
      schema: {
        ...doc("The signed-in user's conversations, newest activity first (search `q`)"),
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema },
      },
    },
    async (req) => presentConversationsPage(await service.list(signedInUser(req), req.query)),
  );

  app.get(
    "/conversations/unread-count",
    {
      config: { access: policy.list },
      schema: {
        ...doc("Unread messages across all conversations"),
        response: { 200: conversationsUnreadResponseSchema },
      },
    },
    async (req) => ({ unread_count: await service.unreadCount(signedInUser(req)) }),
  );

  app.post(
    "/conversations",
    {
      config: { access: policy.start },
      schema: {
        ...doc(
          "Start (201) or reopen (200) a conversation with its first message; its class must be published and tie both people",
        ),
        body: startConversationSchema,
        response: { 200: sentMessageResponseSchema, 201: sentMessageResponseSchema },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await sendLimits(user.id);
      const { created, ...data } = await service.start(user, req.body, req.idempotencyKey);
      return reply.status(created ? 201 : 200).send({ data });
    },
  );

  app.get(
    "/conversations/:id/messages",
    {
      config: { access: policy.read },
      schema: {
        ...doc("A thread: the newest page first, `cursor` pages to older messages"),
        params: conversationParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadResponseSchema },
      },
    },
    async (req) => presentThreadPage(await service.thread(signedInUser(req), req.params.id, req.query)),
  );

  app.post(
    "/conversations/:id/messages",
    {
      config: { access: policy.send, allowForm: true },
      schema: {
        ...doc("Send a message: JSON `{ body }` or multipart `body` + up to 4 `attachments` images"),
        params: conversationParamsSchema,
        response: { 201: sentMessageResponseSchema },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      const id = req.params.id;
      const checked = await service.assertCanSend(user, id); // 404 / 403 before any upload is read
      await sendLimits(user.id);
      let raw: unknown = req.body;
      let attachments: StoredAttachment[] = [];
      if (req.isMultipart()) {
        const form = await readMessageForm(req, app.storage, id);
        raw = form.fields;
        attachments = form.attachments;
      }
      const data = await sendParsed(user, id, raw, attachments, req.idempotencyKey, checked).catch(async (e) => {
        await discardAttachments(app.storage, attachments);
        throw e;
      });
      return reply.status(201).send({ data });
    },
  );

  app.post(
    "/conversations/:id/read",
    {
      config: { access: policy.markRead },
      schema: {
        ...doc("Mark the other person's messages read up to now"),
        params: conversationParamsSchema,
        response: { 200: markConversationReadResponseSchema },
      },
    },
    async (req) => ({ data: await service.markRead(signedInUser(req), req.params.id) }),
  );

  const userParams = z.object({ id: idParamSchema() });
  app.get(
    "/users/:id/block",
    {
      config: { access: policy.block },
      schema: {
        ...doc("Whether you blocked this user"),
        params: userParams,
        response: { 200: blockStatusResponseSchema },
      },
    },
    async (req) => ({ blocked: await service.blockedByMe(signedInUser(req), req.params.id) }),
  );

  app.post(
    "/users/:id/block",
    {
      config: { access: policy.block },
      schema: { ...doc("Block a user (no new messages either way)"), params: userParams },
    },
    async (req, reply) => {
      await service.block(signedInUser(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    "/users/:id/block",
    { config: { access: policy.block }, schema: { ...doc("Unblock a user"), params: userParams } },
    async (req, reply) => {
      await service.unblock(signedInUser(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
