import type { FastifyInstance } from "fastify";
import type { StoredAttachment } from "../../db/schema/index.ts";
import { ValidationError } from "../../platform/errors.ts";
import { storeImageSet } from "../../platform/images/image-set.ts";
import type { InboundMailPorts, MailImage } from "../../platform/inbound-mail/inbound-ports.ts";
import { discardAttachments } from "./message-attachments.ts";
import { messagesRepository } from "./messages.repository.ts";
import type { MessagesService } from "./messages.service.ts";

/**
 * Stores a reply's images through the image pipeline the web composer uses (re-encoded to WebP,
 * metadata stripped, same size and pixel limits), at messages/{conversationId}-*. An image the
 * pipeline refuses (undecodable, too small, too many pixels) is left out and logged; the text is
 * still appended.
 */
async function storeReplyImages(app: FastifyInstance, conversationId: number, images: MailImage[]) {
  const stored: StoredAttachment[] = [];
  for (const image of images) {
    try {
      const set = await storeImageSet(image.content, {
        storage: app.storage,
        folder: "messages",
        prefix: String(conversationId),
        alt: "",
        field: "attachments",
      });
      stored.push({ url: set.url, width: set.width, height: set.height, srcset: set.srcset, key: set.key });
    } catch (e) {
      if (!(e instanceof ValidationError)) {
        await discardAttachments(app.storage, stored);
        throw e;
      }
      const { filename, contentType } = image;
      const reason = Object.values(e.errors).flat().join(" ");
      app.log.info(
        { inboundMail: { conversationId, filename, contentType, reason } },
        "reply by email: image left out",
      );
    }
  }
  return stored;
}

/**
 * What the reply-by-email listener (platform/inbound-mail) needs from messaging: the address a
 * reply must come from, and appending the reply (with its images) to the thread, once per
 * Message-ID (decision 280). Images of a reply that is not appended are deleted again.
 */
export function emailReplyPorts(app: FastifyInstance, service: MessagesService): InboundMailPorts {
  return {
    userEmail: async (userId) => (await messagesRepository.person(app.deps.database.db, userId))?.email ?? null,
    async appendReply({ images, ...reply }) {
      const attachments = await storeReplyImages(app, reply.conversationId, images);
      const outcome = await service.appendEmailReply({ ...reply, attachments }).catch(async (e: unknown) => {
        await discardAttachments(app.storage, attachments);
        throw e;
      });
      if (outcome !== "appended") await discardAttachments(app.storage, attachments);
      return outcome;
    },
  };
}
