import { attachmentParamsSchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionSecurity } from "../../platform/openapi.ts";
import { serveObject } from "../../platform/storage/serve-object.ts";
import { privateUploadCacheControl } from "../../platform/storage/upload-headers.ts";
import { type AttachmentsService, attachmentNotFound } from "./attachments.service.ts";
import { messagesAccess as policy } from "./messages.policy.ts";

/** Message images, read through the attachment rule on every request (decision 380). */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ attachments: AttachmentsService }> = async (
  app,
  { attachments },
) => {
  app.get(
    "/conversations/:id/attachments/:file",
    {
      config: { access: policy.viewAttachment },
      schema: {
        tags: ["Messages"],
        summary:
          "A message image (WebP): its conversation's two people, and admins when a report covers its message (the reported one, or up to a whole-conversation report); 404 for anyone else",
        security: sessionSecurity,
        params: attachmentParamsSchema,
      },
    },
    async (req, reply) => {
      const key = await attachments.keyFor(req.user, req.params.id, req.params.file);
      return serveObject(req, reply, app.storage, key, {
        cacheControl: privateUploadCacheControl,
        missing: () => {
          throw attachmentNotFound();
        },
      });
    },
  );
};
