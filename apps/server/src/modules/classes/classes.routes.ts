import multipart from "@fastify/multipart";
import {
  cancelClassSchema,
  classDetailResponseSchema,
  classesQuerySchema,
  classesResponseSchema,
  classRefParamsSchema,
  classUrl,
  createClassSchema,
  imageMaxBytes,
  manageClassesQuerySchema,
  parseClassRef,
  updateClassSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { uploadedBytes } from "../../platform/uploaded-bytes.ts";
import { classCalendar } from "./calendar.ts";
import type { ClassImagesService } from "./class-images.service.ts";
import { classesAccess, classesPolicy } from "./classes.policy.ts";
import { presentClassCardPage } from "./classes.presenter.ts";
import type { ClassesService } from "./classes.service.ts";

const rawIdParams = classRefParamsSchema;

/** OpenAPI fields (decision 170): public reads, and writes that need a signed-in user. */
const doc = (summary: string) => ({ tags: ["Classes"], summary });
const signedInDoc = (summary: string) => ({ ...doc(summary), security: sessionSecurity });

/** `42` or `42-intro-to-knife-making` -> 42; anything else is a 404 (DOMAIN.md disambiguation). */
function parseClassId(raw: string): number {
  const id = parseClassRef(raw);
  if (id === null) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
  return id;
}

/** The services the classes routes call, built once by the composition (modules/catalog.routes.ts). */
export interface ClassesRoutesOptions {
  service: ClassesService;
  images: ClassImagesService;
}

/** Classes API (API.md "Classes and places"). */
export const classesRoutes: FastifyPluginAsyncZod<ClassesRoutesOptions> = async (app, { service, images }) => {
  await app.register(multipart, { limits: { fileSize: imageMaxBytes, files: 1, fields: 5, parts: 6 } });

  app.get(
    "/classes",
    {
      config: { access: "public" },
      schema: {
        ...doc("Search and browse upcoming published classes (filters, one forge with `venue`, sorts, cursor paging)"),
        querystring: classesQuerySchema,
        response: { 200: classesResponseSchema },
      },
    },
    async (req) => presentClassCardPage(await service.list(req.query)),
  );

  app.get(
    "/classes/:id",
    {
      config: { access: "public" },
      schema: {
        ...doc("A class with its sessions, forge, seats left and the viewer's application"),
        params: rawIdParams,
        response: { 200: classDetailResponseSchema },
      },
    },
    async (req) => ({ data: await service.detail(parseClassId(req.params.id), req.user) }),
  );

  app.post(
    "/classes",
    {
      config: { access: classesAccess.create },
      schema: {
        ...signedInDoc(
          "Instructor, host or admin: create a class as a draft (201; a retry with the same Idempotency-Key returns it)",
        ),
        body: createClassSchema,
        response: { 201: classDetailResponseSchema },
      },
    },
    async (req, reply) => {
      const user = classesPolicy.authorize(req.user, "create");
      const id = await service.create(user, req.body, req.idempotencyKey);
      return reply.status(201).send({ data: await service.detail(id, user) });
    },
  );

  app.patch(
    "/classes/:id",
    {
      config: { access: "signed-in" },
      schema: {
        ...signedInDoc("Edit a class one manages (students are told what changed on a published one)"),
        params: rawIdParams,
        body: updateClassSchema,
        response: { 200: classDetailResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      const id = parseClassId(req.params.id);
      await service.update(user, id, req.body);
      return { data: await service.detail(id, user) };
    },
  );

  app.post(
    "/classes/:id/publish",
    {
      config: { access: "verified" },
      schema: {
        ...signedInDoc("Publish a draft one manages (needs a forge, a summary and a future session)"),
        params: rawIdParams,
        response: { 200: classDetailResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      const id = parseClassId(req.params.id);
      await service.publish(user, id);
      return { data: await service.detail(id, user) };
    },
  );

  app.post(
    "/classes/:id/cancel",
    {
      config: { access: "signed-in" },
      schema: {
        ...signedInDoc("Cancel a class one manages, with a reason (its applications are cancelled)"),
        params: rawIdParams,
        body: cancelClassSchema,
        response: { 200: classDetailResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      const id = parseClassId(req.params.id);
      await service.cancel(user, id, req.body.reason);
      return { data: await service.detail(id, user) };
    },
  );

  app.post(
    "/classes/:id/images",
    {
      config: { access: "signed-in", allowForm: true },
      schema: {
        ...signedInDoc("Upload the cover (replaces) or a gallery image (multipart field `cover` or `gallery`)"),
        params: rawIdParams,
        response: { 200: classDetailResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      const id = parseClassId(req.params.id);
      await service.assertManage(user, id); // before reading the upload
      await consumePerUser(app.rateLimiter, "imageUpload", user.id);
      if (!req.isMultipart())
        throw errors.validation(
          "cover",
          /*i18n*/ { id: "error.upload_multipart", message: "Send the image as multipart/form-data." },
        );
      const file = await req.file();
      if (!file || (file.fieldname !== "cover" && file.fieldname !== "gallery")) {
        throw errors.validation(
          "cover",
          /*i18n*/ {
            id: "error.upload_class_image",
            message: "Choose an image for the cover or the gallery.",
          },
        );
      }
      await images.upload(user, id, file.fieldname, await uploadedBytes(file));
      return { data: await service.detail(id, user) };
    },
  );

  const calendarDoc = doc("The class's sessions as an iCalendar file (text/calendar)");
  app.get(
    "/classes/:id/calendar.ics",
    { config: { access: "public" }, schema: { ...calendarDoc, params: rawIdParams } },
    async (req, reply) => {
      const { detail: c, sequence } = await service.calendar(parseClassId(req.params.id), req.user);
      const appUrl = app.deps.config.appUrl;
      const location = c.venue ? `${c.venue.name}, ${c.venue.address}` : "";
      const body = classCalendar(
        { ...c, sequence, url: `${appUrl}${classUrl(c.id, c.slug)}`, location },
        { host: new URL(appUrl).host, now: new Date() },
      );
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${c.slug}.ics"`)
        .send(body);
    },
  );

  app.get(
    "/manage/classes",
    {
      config: { access: classesAccess.create },
      schema: {
        tags: ["Manage"],
        summary: "Instructor, host or admin: the classes one manages, any status (filter by status)",
        security: sessionSecurity,
        querystring: manageClassesQuerySchema,
        response: { 200: classesResponseSchema },
      },
    },
    async (req) => {
      const user = classesPolicy.authorize(req.user, "listManaged");
      return presentClassCardPage(await service.managed(user, req.query));
    },
  );
};
