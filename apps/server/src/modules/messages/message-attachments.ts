import { messageMaxAttachments } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import type { StoredAttachment } from "../../db/schema/index.ts";
import { ValidationError, withValues } from "../../platform/errors.ts";
import { removeImageSet, storeImageSet } from "../../platform/images/image-set.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";
import { uploadedBytes } from "../../platform/uploaded-bytes.ts";

/** Deletes the files of attachments that no message points at (a refused send). */
export async function discardAttachments(storage: UploadStorage, attachments: StoredAttachment[]): Promise<void> {
  await Promise.allSettled(attachments.map((a) => removeImageSet(storage, { url: a.url, srcset: a.srcset ?? "" })));
}

/**
 * Reads a multipart send (decision 266): text fields, and each `attachments` file re-encoded
 * through the image pipeline into storage at messages/{conversationId}-*. If any part is refused
 * (a non-image, a 5th image, a file in another field, an oversized file) the images already
 * stored are removed before the error goes out, so nothing partial stays behind.
 */
export async function readMessageForm(
  req: FastifyRequest,
  storage: UploadStorage,
  conversationId: number,
): Promise<{ fields: Record<string, string>; attachments: StoredAttachment[] }> {
  const fields: Record<string, string> = {};
  const attachments: StoredAttachment[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === "attachments") {
        const image = await storeImageSet(await uploadedBytes(part), {
          storage,
          folder: "messages",
          prefix: String(conversationId),
          alt: "",
          field: "attachments",
        });
        attachments.push({
          url: image.url,
          width: image.width,
          height: image.height,
          srcset: image.srcset,
          key: image.key,
        });
      } else {
        throw new ValidationError({
          attachments: [
            /*i18n*/ { id: "error.attachments_field", message: "Attach images in the field named attachments." },
          ],
        });
      }
    }
  } catch (e) {
    await discardAttachments(storage, attachments);
    // @fastify/multipart's files limit is a 413 of its own; too many images is a form error.
    if ((e as { code?: unknown }).code === "FST_FILES_LIMIT") {
      throw new ValidationError({
        attachments: [
          withValues(
            /*i18n*/ { id: "error.attachments_max", message: "Attach at most {max} images to a message." },
            { max: messageMaxAttachments },
          ),
        ],
      });
    }
    throw e;
  }
  return { fields, attachments };
}
