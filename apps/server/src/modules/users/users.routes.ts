import multipart from "@fastify/multipart";
import {
  accountSettingsResponseSchema,
  avatarMaxBytes,
  ownProfileResponseSchema,
  publicProfileResponseSchema,
  updateAccountSettingsSchema,
  updateProfileSchema,
  userSlugParamsSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { uploadedBytes } from "../../platform/uploaded-bytes.ts";
import { avatarStorage } from "./avatar-storage.ts";
import { usersAccess as policy, usersPolicy } from "./users.policy.ts";
import { createUsersService } from "./users.service.ts";

const tags = ["Account"];

/** Profile editing (GET /api/user/profile, PATCH /api/user, avatar) and public profiles (/users/{slug}). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: avatarMaxBytes, files: 1, fields: 5, parts: 6 } });
  const service = createUsersService({
    db: app.deps.database.db,
    storage: avatarStorage(app.storage),
  });

  app.get(
    "/user/profile",
    {
      config: { access: policy.editOwn },
      schema: {
        tags,
        summary: "The signed-in user's own profile, for editing",
        security: sessionSecurity,
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (req) => {
      const user = usersPolicy.authorize(req.user, "editOwn");
      return { data: await service.ownProfile(user.id) };
    },
  );

  app.patch(
    "/user",
    {
      config: { access: policy.editOwn },
      schema: {
        tags,
        summary: "Update the profile (name, bio, home location)",
        security: sessionSecurity,
        body: updateProfileSchema,
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (req) => {
      const user = usersPolicy.authorize(req.user, "editOwn");
      return { data: await service.updateProfile(user.id, req.body) };
    },
  );

  app.patch(
    "/user/settings",
    {
      config: { access: policy.editOwn },
      schema: {
        tags,
        summary: "Update the account settings (the language pages and emails are written in; null follows the browser)",
        security: sessionSecurity,
        body: updateAccountSettingsSchema,
        response: { 200: accountSettingsResponseSchema },
      },
    },
    async (req) => {
      const user = usersPolicy.authorize(req.user, "editOwn");
      return { data: await service.updateSettings(user.id, req.body) };
    },
  );

  app.post(
    "/user/avatar",
    {
      config: { access: policy.editOwn, allowForm: true },
      schema: {
        tags,
        summary: "Upload an avatar image (multipart field `avatar`; stored as a square WebP)",
        security: sessionSecurity,
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      await consumePerUser(app.rateLimiter, "imageUpload", user.id);
      if (!req.isMultipart())
        throw errors.validation(
          "avatar",
          /*i18n*/ { id: "error.upload_multipart", message: "Send the image as multipart/form-data." },
        );
      const file = await req.file();
      if (file?.fieldname !== "avatar")
        throw errors.validation(
          "avatar",
          /*i18n*/ { id: "error.upload_choose_image", message: "Choose an image to upload." },
        );
      const buffer = await uploadedBytes(file); // 413 past avatarMaxBytes
      return { data: await service.uploadAvatar(user.id, buffer) };
    },
  );

  app.get(
    "/users/:slug",
    {
      config: { access: policy.viewPublic },
      schema: {
        tags,
        summary: "A public profile (instructor classes, host venues)",
        params: userSlugParamsSchema,
        response: { 200: publicProfileResponseSchema },
      },
    },
    async (req) => ({ data: await service.publicProfile(req.params.slug) }),
  );
};
