import type { Readable } from "node:stream";
import { imageMaxBytes } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import { formTokenField } from "../platform/csrf/csrf-plugin.ts";
import { errors } from "../platform/errors.ts";

/** A page form's body at most: the text of a form. */
export const pageFormBodyLimit = 1024 * 1024;

/**
 * A multipart page POST to a page whose action takes a file (`handle.formFiles`) at most: the
 * largest image an API upload route takes, and the form's text. The action forwards the file to
 * that route in-process, which applies its own limit (an avatar's is smaller) and rules.
 */
export const pageUploadBodyLimit = imageMaxBytes + pageFormBodyLimit;

/**
 * The most a page POST's body may be: a form's text, or with files where the page takes them
 * (`files`: how many, `handle.formFiles`), that many of the largest image as well.
 */
export function pageBodyLimit(contentType: string | undefined, files: number): number {
  const multipart = /^\s*multipart\/form-data\s*(;|$)/i.test(contentType ?? "");
  return multipart && files > 0 ? files * imageMaxBytes + pageFormBodyLimit : pageFormBodyLimit;
}

/** Reads a page POST's body whole, refusing one over `limit` bytes (413). */
export async function readFormBody(payload: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is read and dropped (up to drainLimit), so the connection's next
  // request is understood; a body larger still ends the connection with the 413.
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > drainLimit) break;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw errors.payloadTooLarge();
  return Buffer.concat(chunks);
}

/** How much of an oversized page form is still read to keep its connection usable. */
const drainLimit = 16 * 1024 * 1024;

/** The `_csrf` field of a page POST's web form (url-encoded or multipart), if it has one. */
export async function formToken(req: FastifyRequest, body: Buffer): Promise<string | undefined> {
  const type = String(req.headers["content-type"] ?? "");
  try {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    const value = form.get(formTokenField);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
