import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { actionPageMethods, pageMethods, refusePageMethod } from "../platform/error-handler.ts";
import { declarePublicCaching } from "../platform/kernel/private-answers.ts";
import { declareScopeAccess } from "../platform/kernel/route-access.ts";
import { scriptNonce } from "../platform/security.ts";
import { buildInfoFile, buildInfoRoute, readBuildId } from "./build-info.ts";
import { formToken, pageBodyLimit, readFormBody } from "./page-form-body.ts";
import { pageActionMatcher, pageFilesMatcher, pagePatternMatcher, pagePatterns } from "./page-pattern.ts";
import { createServerApi, drainInProcessCalls } from "./server-api.ts";

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web");
export const clientDir = path.join(webRoot, "build/client");
export const serverBuildFile = path.join(webRoot, "build/server/index.js");

type BuildGetter = () => Promise<ServerBuild>;

/**
 * The page's URL from the request's Host, or from a stand-in when it has none that makes a URL
 * (HTTP/1.0 sends none; `Host: a b` is no authority): that was a 500, found by the fuzz suite's
 * raw requests (decision 511). The path guard has already made the path canonical.
 */
function pageUrl(req: FastifyRequest): URL {
  const target = req.raw.url ?? "/";
  try {
    return new URL(target, `${req.protocol}://${req.host}`);
  } catch {
    return new URL(target, "http://localhost");
  }
}

/** Converts a Fastify request into a Fetch Request for React Router (a page POST keeps its form body). */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply, body?: Buffer): Request {
  const url = pageUrl(req);
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) for (const one of v) headers.append(k, one);
    else if (v !== undefined) headers.set(k, String(v));
  }
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: body && new Uint8Array(body),
  });
}

/** What the page's Sentry browser SDK is started with (decision 324): SENTRY_DSN_BROWSER, read per request. */
function browserErrorReporting(app: FastifyInstance) {
  const { env, isProduction } = app.deps.config;
  return { dsn: env.SENTRY_DSN_BROWSER, production: isProduction, environment: env.NODE_ENV ?? "development" };
}

/** Hands every non-API GET/HEAD request to React Router's request handler (SSR). */
export function ssrPlugin(getBuild: BuildGetter, mode: "production" | "development") {
  // One matcher and one request handler per build (dev rebuilds hand a new build object):
  // React Router's handler flattens and ranks the route tree when made, work not to repeat per page.
  type PerBuild = {
    patternOf: (pathname: string) => string;
    hasAction: (pathname: string) => boolean;
    takesFiles: (pathname: string) => number;
    handler: ReturnType<typeof createRequestHandler>;
  };
  const perBuild = new WeakMap<ServerBuild, PerBuild>();
  const forBuild = (build: ServerBuild) => {
    let made = perBuild.get(build);
    if (!made) {
      made = {
        patternOf: pagePatternMatcher(build.routes, build.basename),
        hasAction: pageActionMatcher(build.routes, build.basename),
        takesFiles: pageFilesMatcher(build.routes, build.basename),
        handler: createRequestHandler(build, mode),
      };
      perBuild.set(build, made);
      // The page patterns a Web Vitals beacon may name are this build's (decision 509).
      knownPages?.set(pagePatterns(build.routes));
    }
    return made;
  };
  let knownPages: FastifyInstance["performance"]["pages"] | undefined;
  return async (app: FastifyInstance) => {
    knownPages = app.performance.pages;
    drainInProcessCalls(app);
    // Production's build is fixed: its patterns are known before the first page (another instance
    // may have served it). Development learns them at the first page of each rebuild.
    if (mode === "production") forBuild(await getBuild());
    await app.register(async (scope) => {
      declareScopeAccess(scope, "public");
      scope.removeAllContentTypeParsers();
      // A page POST's web form is read whole (its token is checked before React Router runs the
      // action); any other page request's body is not read at all.
      // A POST to a page without an action is not read (its 405 follows, decision 222).
      scope.addContentTypeParser("*", (req, payload, done) => {
        if (req.method !== "POST") return done(null);
        getBuild()
          .then((build) => {
            const pathname = new URL(req.raw.url ?? "/", "http://x").pathname;
            const { hasAction, takesFiles } = forBuild(build);
            if (!hasAction(pathname)) return done(null);
            const limit = pageBodyLimit(req.headers["content-type"], takesFiles(pathname));
            return readFormBody(payload, limit).then((body) => done(null, body));
          })
          .catch(done);
      });
      // Pages are not API operations: kept out of the OpenAPI document (the fuzz suite reads it).
      scope.all("/*", { schema: { hide: true } }, async (req, reply) => {
        const build = await getBuild();
        const { patternOf, hasAction, handler } = forBuild(build);
        const pathname = new URL(req.raw.url ?? "/", "http://x").pathname;
        const allow = hasAction(pathname) ? actionPageMethods : pageMethods;
        if (req.method !== "GET" && req.method !== "HEAD" && (req.method !== "POST" || allow === pageMethods)) {
          return refusePageMethod(req, reply, allow);
        }
        let body: Buffer | undefined;
        if (req.method === "POST") {
          body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const checked = app.pageForms.check(req, await formToken(req, body));
          if (checked instanceof Error) throw checked;
          req.pageFormTrusted = checked;
        }
        req.recordedRoute = patternOf(pathname);
        const context = new RouterContextProvider();
        const entry = build.entry.module as unknown as {
          serverApiContext: Parameters<typeof context.set>[0];
          nonceContext?: Parameters<typeof context.set>[0];
          errorReportingContext?: Parameters<typeof context.set>[0];
        };
        const serverApi = createServerApi(app, req);
        context.set(entry.serverApiContext, serverApi);
        if (entry.nonceContext) context.set(entry.nonceContext, scriptNonce(reply));
        if (entry.errorReportingContext) context.set(entry.errorReportingContext, browserErrorReporting(app));
        const response = await handler(toFetchRequest(req, reply, body), context);
        reply.status(response.status);
        for (const [k, v] of response.headers) if (k !== "set-cookie") reply.header(k, v);
        // Cookies the API set during the loaders' in-process calls come first; the page's own win.
        const cookies = [...serverApi.setCookies(), ...response.headers.getSetCookie()];
        if (cookies.length) reply.header("set-cookie", cookies);
        if (!response.body) return reply.send();
        return reply.send(response.body);
      });
    });
  };
}

/** Production: static assets from build/client, SSR from build/server. */
export async function productionWeb(app: FastifyInstance) {
  if (!existsSync(serverBuildFile)) {
    throw new Error(`The web build is missing (${serverBuildFile}). Run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  await app.register(buildInfoRoute(readBuildId(clientDir, serverBuildFile)));
  await app.register(async (assets) => {
    declareScopeAccess(assets, "public");
    // Built files, the same for everyone: cached publicly whoever asks (decision 508).
    declarePublicCaching(assets);
    await assets.register(fastifyStatic, {
      root: path.join(clientDir, "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "1y",
      // name.br / name.gz written by the build (vite-plugins/precompress.ts, decision 488).
      preCompressed: true,
      decorateReply: false,
      wildcard: false,
    });
    // The other files of build/client (favicon, robots.txt ...), one route per file, no index.
    const others = readdirSync(clientDir).filter(
      (f) => f !== "assets" && f !== buildInfoFile && statSync(path.join(clientDir, f)).isFile(),
    );
    if (others.length) {
      await assets.register(fastifyStatic, {
        root: clientDir,
        prefix: "/",
        wildcard: false,
        index: false,
        decorateReply: false,
        allowedPath: (p) => others.includes(p.replace(/^\//, "")),
        // assets: served by the static above (else registered twice); build.json: its own no-store route
        globIgnore: ["assets/**", buildInfoFile],
        maxAge: "1h",
      });
    }
  });
  await ssrPlugin(async () => build, "production")(app);
}
