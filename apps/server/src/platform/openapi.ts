import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { declareScopeAccess } from "./kernel/route-access.ts";

/**
 * OpenAPI document built from the routes' zod schemas. Register BEFORE the routes (it collects
 * them as they are added). Give every route `schema: { tags: ["..."], summary: "..." }`; a route
 * that needs a signed-in user adds `security: sessionSecurity`. `schema.hide: true` leaves a
 * route out. `npm run docs:api` writes docs/api.md from this document.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Guildforge API",
        description: "JSON API of Guildforge, the marketplace for in-person blacksmithing classes.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "guildforge_session", description: "Session cookie" },
          pusherSignature: {
            type: "apiKey",
            in: "query",
            name: "auth_signature",
            description: "Pusher HTTP API signature: auth_key, auth_timestamp, auth_version, body_md5, auth_signature",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** Marks a route as needing a signed-in user in the OpenAPI document. */
export const sessionSecurity = [{ session: [] }];

/** Marks a route as signed with the Pusher app secret (the Pusher HTTP API). */
export const pusherSignatureSecurity = [{ pusherSignature: [] }];

/** CSP for the API reference page only: Scalar's page runs an inline bootstrap script. */
const docsCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join(";");

/** `GET /api/openapi.json` and the API reference page at `/api/docs` (register inside /api). */
export async function openApiRoutes(api: FastifyInstance) {
  const app = api;
  api.get("/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () => app.swagger());
  const { default: scalar } = await import("@scalar/fastify-api-reference");
  await api.register(async (docs) => {
    declareScopeAccess(docs, "public");
    docs.addHook("onSend", async (_req, reply) => {
      reply.header("content-security-policy", docsCsp);
    });
    await docs.register(scalar, {
      routePrefix: "/docs",
      configuration: { url: "/api/openapi.json", title: "Guildforge API" },
      logLevel: "silent",
    });
  });
}
