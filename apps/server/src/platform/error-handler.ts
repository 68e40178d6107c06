import { localizedIssueMessage, registeredSchemaMessage } from "@guildforge/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "./database-unavailable.ts";
import { AppError, errorTexts, ValidationError, validationSummary } from "./errors.ts";
import { requestLanguage } from "./i18n/request-language.ts";
import { type ServerLanguage, type ServerText, translate } from "./i18n/server-i18n.ts";
import { keepConnectionForDeclaredBody } from "./oversize-body.ts";
import { apiCsp } from "./security.ts";
import { reportError } from "./sentry.ts";

function fieldName(v: { instancePath?: string; params?: unknown }): string {
  // Prefer zod's own issue path (["sessions", 0, "starts_at"] -> "sessions.0.starts_at");
  // else the JSON pointer ("/email" or "/body/email") the client wants as "email".
  const issuePath = (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
  if (issuePath?.length) return issuePath.map(String).join(".");
  // Only a part name followed by a field is a prefix: "/body" alone is a field called "body".
  const pointer = (v.instancePath ?? "").replace(/^\/?(body|querystring|params|headers)(?=\/)/, "");
  return pointer.replace(/^\//, "").replaceAll("/", ".") || "_";
}

/**
 * The zod issue a validation error was made from (fastify-type-provider-zod keeps its code as
 * `keyword`, its path as `instancePath` and the rest as `params`), for wording it again.
 */
function issueOf(v: { keyword?: string; instancePath?: string; params?: unknown }, message: string) {
  const name = fieldName(v);
  const path = name === "_" ? [] : name.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return { ...(v.params as object), code: v.keyword, path, message };
}

/**
 * Reason phrases for the statuses Node does not name (its status line would read "419 unknown"):
 * 419, the CSRF refusal, as Laravel names it.
 */
const reasonPhrases: Readonly<Record<number, string>> = { 419: "Page Expired" };

/**
 * The language of an error's message (docs/topics/i18n.md "The API's error messages"): the page's
 * on a page's call (`x-page-language`, which the web's server and the browser's API client send),
 * else the `lang` cookie, Accept-Language, English. A call that asks for none reads English.
 */
const languageOf = (request: FastifyRequest): ServerLanguage => requestLanguage(request, null);

/**
 * A refusal worded for one reader's language is theirs alone: no shared cache keeps it for the
 * URL (a public route's 404 would otherwise reach an English reader in German).
 */
function keepPrivateWhenTranslated(reply: FastifyReply, language: ServerLanguage) {
  if (language !== "en") reply.header("cache-control", "no-store");
}

function sendError(reply: FastifyReply, status: number, code: string, message: string | ServerText) {
  const reason = reasonPhrases[status];
  if (reason) reply.raw.statusMessage = reason;
  const language = languageOf(reply.request);
  keepPrivateWhenTranslated(reply, language);
  const text = typeof message === "string" ? message : translate(language, message);
  return reply.status(status).send({ error: { message: text, code, status } });
}

/** The error handler's own messages (no code of a module names them). */
const handlerTexts = {
  badAddress: /*i18n*/ { id: "error.bad_address", message: "This address is not valid." },
  readOnlyPage: /*i18n*/ { id: "error.read_only_page", message: "This page can only be read." },
  brokenForm: /*i18n*/ { id: "error.broken_form", message: "The form could not be read. Please send it again." },
  badJson: /*i18n*/ { id: "error.bad_json", message: "The request body is not valid JSON." },
  unhandled: /*i18n*/ { id: "error.unhandled_request", message: "The request could not be handled." },
  unavailable: /*i18n*/ {
    id: "error.unavailable_retry",
    message: "The service is temporarily unavailable. Please try again in a few moments.",
  },
  internal: /*i18n*/ {
    id: "error.internal",
    message: "Something went wrong on our side. Please try again in a few moments.",
  },
} satisfies Record<string, ServerText>;

const refusalHeaders = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-security-policy": apiCsp,
};

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route runs (a path that is
 * not valid percent-encoded UTF-8, a path parameter over the length limit) gets the error
 * body of docs/product.md#error-bodies and a plain message, not Fastify's own body (decision 220). Never a 5xx.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // No hook runs for these (the router made no route context): the headers every error answer
  // has are set here, as the parser's refusals set them (client-errors.ts, decision 511).
  reply.headers(refusalHeaders);
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") return sendError(reply, 404, "NOT_FOUND", errorTexts.notFound);
  return sendError(reply, 400, "BAD_REQUEST", handlerTexts.badAddress);
}

/** Pages take GET and HEAD (decision 222); a page with a form's route action takes POST too (decision 535). */
export const pageMethods = "GET, HEAD";
export const actionPageMethods = "GET, HEAD, POST";

/** 405 with `Allow` for any other method on a page (TRACE, PROPFIND, POST ...); OPTIONS says what is allowed. */
export function refusePageMethod(req: FastifyRequest, reply: FastifyReply, allow: string = pageMethods) {
  reply.header("allow", allow);
  if (req.method === "OPTIONS") return reply.status(204).send();
  return sendError(reply, 405, "METHOD_NOT_ALLOWED", handlerTexts.readOnlyPage);
}

/**
 * What no route matched: the 404 body of docs/product.md#error-bodies; a method the router does not know at all (PROPFIND,
 * MKCOL, made-up ones) on a page is refused like TRACE (405), under /api it is an unknown route.
 */
function notFound(req: FastifyRequest, reply: FastifyReply) {
  const isApi = /^\/api(\/|\?|$)/.test(req.url);
  if (!isApi && req.method !== "GET" && req.method !== "HEAD") return refusePageMethod(req, reply);
  return sendError(reply, 404, "NOT_FOUND", errorTexts.notFound);
}

/**
 * @fastify/busboy's errors for a multipart body it cannot read (no boundary, cut short) are plain
 * Errors without a status; they are the client's fault, not ours (found by the fuzz suite, issue 22).
 */
const brokenMultipart =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.)$/;

function isBrokenMultipart(err: { message?: unknown; statusCode?: unknown }, request: FastifyRequest): boolean {
  const type = String(request.headers["content-type"] ?? "");
  return err.statusCode === undefined && /^multipart\//i.test(type) && brokenMultipart.test(String(err.message));
}

/**
 * A service's refusal that a schema words too (the password rules' messages, which the server's
 * own check answers in English) in the request's language; any other message stays as it is.
 */
function serviceMessagesIn(errs: Record<string, string[]>, language: ServerLanguage): Record<string, string[]> {
  if (language === "en") return errs;
  const worded = (message: string) => {
    const own = registeredSchemaMessage(message);
    return own ? translate(language, own.text, own.values) : message;
  };
  return Object.fromEntries(Object.entries(errs).map(([field, messages]) => [field, messages.map(worded)]));
}

/** One handler renders every error: the error body or the 422 validation body (docs/product.md#error-bodies). No stack ever leaves. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setNotFoundHandler(notFound);
  app.setErrorHandler(
    (err: FastifyError | AppError | ValidationError, request: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof ValidationError) {
        const language = languageOf(request);
        keepPrivateWhenTranslated(reply, language);
        const errs = serviceMessagesIn(err.errorsIn(language), language);
        const codes = err.codes ? { codes: err.codes } : {};
        return reply.status(422).send({ message: validationSummary(errs, language), errors: errs, ...codes });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        // The one zod message map wrote English; a page in German or French reads its own language.
        const language = languageOf(request);
        keepPrivateWhenTranslated(reply, language);
        const say = (text: ServerText, values?: Record<string, string | number>) => translate(language, text, values);
        const errs: Record<string, string[]> = {};
        for (const v of err.validation) {
          const key = fieldName(v);
          const message = v.message ? localizedIssueMessage(issueOf(v, v.message), say, language) : "Invalid value.";
          errs[key] = [...(errs[key] ?? []), message];
        }
        return reply.status(422).send({ message: validationSummary(errs, language), errors: errs });
      }
      if (err instanceof AppError) {
        for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
        return sendError(reply, err.status, err.code, err.messageIn(languageOf(request)));
      }
      if (isBrokenMultipart(err as FastifyError, request)) {
        return sendError(reply, 400, "BAD_REQUEST", handlerTexts.brokenForm);
      }
      const status = (err as FastifyError).statusCode ?? 500;
      if (status === 413) {
        keepConnectionForDeclaredBody(request, reply);
        return sendError(reply, 413, "PAYLOAD_TOO_LARGE", errorTexts.tooLarge);
      }
      if (status === 415) return sendError(reply, 415, "UNSUPPORTED_MEDIA_TYPE", errorTexts.json);
      if (status >= 400 && status < 500) {
        // Malformed JSON, bad content length and the like: the client's fault, said plainly.
        return sendError(
          reply,
          status === 400 ? 400 : status,
          "BAD_REQUEST",
          status === 400 ? handlerTexts.badJson : handlerTexts.unhandled,
        );
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ err }, "a dependency is unavailable (database or storage)");
        reply.header("retry-after", "5");
        return sendError(reply, 503, "SERVICE_UNAVAILABLE", handlerTexts.unavailable);
      }
      request.log.error({ err }, "unhandled error");
      reportError(err, { requestId: request.id, method: request.method, url: request.url });
      return sendError(reply, 500, "INTERNAL_ERROR", handlerTexts.internal);
    },
  );
}
