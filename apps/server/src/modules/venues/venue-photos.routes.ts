import multipart from "@fastify/multipart";
import {
  imageMaxBytes,
  venueIdParamsSchema,
  venuePhotoAltSchema,
  venuePhotoFields,
  venuePhotoMax,
  venuePhotoParamsSchema,
  venueResponseSchema,
} from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth-context.ts";
import { errors, ValidationError } from "../../platform/errors.ts";
import { idempotencyKey } from "../../platform/idempotency-key.ts";
import { removeImageSet, storeImageSet } from "../../platform/images/image-set.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { venuesPolicy } from "./venues.policy.ts";
import { presentVenue } from "./venues.presenter.ts";
import { venuesRepository as repo } from "./venues.repository.ts";

const doc = (summary: string) => ({ tags: ["Forges"], summary, security: sessionSecurity });
const tooMany = () =>
  new ValidationError({ photo: [`A forge shows at most ${venuePhotoMax} photos: delete one before adding another.`] });

/** The multipart body: the image in `photo` and an optional `alt` text field, in either order. */
async function readUpload(req: FastifyRequest): Promise<{ image: Buffer; alt: string }> {
  if (!req.isMultipart()) throw errors.validation("photo", "Send the image as multipart/form-data.");
  let image: Buffer | undefined;
  let rawAlt: unknown = "";
  for await (const part of req.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== venuePhotoFields.file)
        throw errors.validation("photo", "Send the image in the field photo.");
      image = await part.toBuffer(); // 413 past imageMaxBytes
    } else if (part.fieldname === venuePhotoFields.alt) {
      rawAlt = part.value;
    }
  }
  if (!image) throw errors.validation("photo", "Choose an image to upload.");
  const alt = venuePhotoAltSchema.safeParse(rawAlt);
  if (!alt.success) throw errors.validation("alt", alt.error.issues[0]?.message ?? "Describe the photo in words.");
  return { image, alt: alt.data };
}

/** POST /api/venues/{id}/photos (multipart) and DELETE /api/venues/{id}/photos/{key}: the owner or an admin. */
export const venuePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: imageMaxBytes, files: 1, fields: 2, parts: 3 } });
  const db = app.deps.database.db;
  const storage = app.storage;

  /** The forge if the signed-in user may edit it: 401 signed out, 404 unknown, 403 not theirs. */
  async function editable(req: FastifyRequest, id: number) {
    const user = requireUser(req);
    const venue = await repo.byId(db, id);
    if (!venue) throw errors.notFound("Forge not found.");
    if (!venuesPolicy.edit(user, venue)) throw errors.forbidden("You can only change your own forges.");
    return venue;
  }

  app.post(
    "/venues/:id/photos",
    {
      config: { allowForm: true },
      schema: {
        ...doc(
          `Owner or admin: add a photo (multipart field \`photo\`, optional \`alt\`; at most ${venuePhotoMax}; 201, or 200 for a repeated Idempotency-Key)`,
        ),
        params: venueIdParamsSchema,
        response: { 200: venueResponseSchema, 201: venueResponseSchema },
      },
    },
    async (req, reply) => {
      const venue = await editable(req, req.params.id);
      const { image, alt } = await readUpload(req);
      const uploadKey = idempotencyKey(req.headers["idempotency-key"]);
      const replay = async () => {
        const now = await repo.byId(db, venue.id);
        return now && uploadKey && now.photos?.some((p) => p.upload_key === uploadKey) ? now : null;
      };
      const repeated = await replay();
      if (repeated) return reply.status(200).send({ data: presentVenue(repeated, true) });
      if ((venue.photos?.length ?? 0) >= venuePhotoMax) throw tooMany();

      const stored = await storeImageSet(image, {
        storage,
        folder: "venues",
        prefix: String(venue.id),
        alt: alt || venue.name,
        field: "photo",
      });
      const photo = uploadKey ? { ...stored, upload_key: uploadKey } : stored;
      if (!(await repo.appendPhoto(db, venue.id, photo, venuePhotoMax))) {
        // Another upload got there first: the same one retried, or the last free place taken.
        await removeImageSet(storage, stored);
        const raced = await replay();
        if (raced) return reply.status(200).send({ data: presentVenue(raced, true) });
        throw tooMany();
      }
      const saved = await repo.byId(db, venue.id);
      if (!saved) throw errors.notFound("Forge not found.");
      return reply.status(201).send({ data: presentVenue(saved, true) });
    },
  );

  app.delete(
    "/venues/:id/photos/:key",
    {
      schema: {
        ...doc("Owner or admin: delete a photo by its key (its files go too)"),
        params: venuePhotoParamsSchema,
        response: { 200: venueResponseSchema },
      },
    },
    async (req) => {
      const venue = await editable(req, req.params.id);
      const photo = venue.photos?.find((p) => p.key === req.params.key);
      if (!photo || !(await repo.removePhoto(db, venue.id, photo.key))) throw errors.notFound("Photo not found.");
      await removeImageSet(storage, photo);
      const saved = await repo.byId(db, venue.id);
      if (!saved) throw errors.notFound("Forge not found.");
      return { data: presentVenue(saved, true) };
    },
  );
};
