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
import { errors } from "../../platform/errors.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { uploadedBytes } from "../../platform/uploaded-bytes.ts";
import { createVenuePhotosService } from "./venue-photos.service.ts";
import { presentVenue } from "./venues.presenter.ts";

const doc = (summary: string) => ({ tags: ["Forges"], summary, security: sessionSecurity });

/** The multipart body: the image in `photo` and an optional `alt` text field, in either order. */
async function readUpload(req: FastifyRequest): Promise<{ image: Buffer; alt: string }> {
  if (!req.isMultipart())
    throw errors.validation(
      "photo",
      /*i18n*/ { id: "error.upload_multipart", message: "Send the image as multipart/form-data." },
    );
  let image: Buffer | undefined;
  let rawAlt: unknown = "";
  for await (const part of req.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== venuePhotoFields.file)
        throw errors.validation(
          "photo",
          /*i18n*/ {
            id: "error.upload_photo_field",
            message: "Send the image in the field photo.",
          },
        );
      image = await uploadedBytes(part); // 413 past imageMaxBytes
    } else if (part.fieldname === venuePhotoFields.alt) {
      rawAlt = part.value;
    }
  }
  if (!image)
    throw errors.validation(
      "photo",
      /*i18n*/ { id: "error.upload_choose_image", message: "Choose an image to upload." },
    );
  const alt = venuePhotoAltSchema.safeParse(rawAlt);
  if (!alt.success)
    throw errors.validation(
      "alt",
      alt.error.issues[0]?.message ?? /*i18n*/ { id: "error.photo_alt", message: "Describe the photo in words." },
    );
  return { image, alt: alt.data };
}

/** POST /api/venues/{id}/photos (multipart) and DELETE /api/venues/{id}/photos/{key}: the owner or an admin. */
export const venuePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: imageMaxBytes, files: 1, fields: 2, parts: 3 } });
  const service = createVenuePhotosService({ db: app.deps.database.db, storage: app.storage });

  app.post(
    "/venues/:id/photos",
    {
      config: { access: "signed-in", allowForm: true },
      schema: {
        ...doc(
          `Owner or admin: add a photo (multipart field \`photo\`, optional \`alt\`; at most ${venuePhotoMax}; 201, or 200 for a repeated Idempotency-Key)`,
        ),
        params: venueIdParamsSchema,
        response: { 200: venueResponseSchema, 201: venueResponseSchema },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await service.assertEditable(user, req.params.id); // before reading the upload
      await consumePerUser(app.rateLimiter, "imageUpload", user.id);
      const { image, alt } = await readUpload(req);
      const uploadKey = req.idempotencyKey;
      const { venue, created } = await service.add(user, req.params.id, { image, alt, uploadKey });
      return reply.status(created ? 201 : 200).send({ data: presentVenue(venue, user) });
    },
  );

  app.delete(
    "/venues/:id/photos/:key",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc("Owner or admin: delete a photo by its key (its files go too)"),
        params: venuePhotoParamsSchema,
        response: { 200: venueResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return { data: presentVenue(await service.remove(user, req.params.id, req.params.key), user) };
    },
  );
};
