import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";
import type PinoPretty from "pino-pretty";
import type { PrettyStream } from "pino-pretty";
import type { Config } from "../config/config.ts";
import { processLogDestination } from "./log-destination.ts";

/** Never written to the logs. */
const redact = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-xsrf-token"]',
  'req.headers["x-guildforge-in-process"]',
  'res.headers["set-cookie"]',
];

/**
 * Structured JSON logs (pino) at LOG_LEVEL. Every line of a request carries its `reqId`.
 * In development on a terminal (`npm start`, `npm run dev`), lines are pino-pretty's ("[14:05:09.791]
 * INFO: Server listening at …"); otherwise (production, NODE_ENV=test, CI, stdout a pipe or a file)
 * they stay JSON. Either way they go to the process's asynchronous stdout destination, which can
 * never block the process from stopping (log-destination.ts, decision 415): pino-pretty runs in
 * this process and writes there, not in a transport worker whose exit flush could wait 20 s.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel" | "isProduction"> & { env: { NODE_ENV: string } },
  isTTY = Boolean(process.stdout.isTTY),
  isCI = Boolean(process.env.CI),
): NonNullable<FastifyServerOptions["logger"]> {
  const destination = processLogDestination();
  const pretty = isTTY && !isCI && config.env.NODE_ENV === "development" ? prettyStream(destination) : null;
  return { level: config.logLevel, redact, stream: pretty ?? destination };
}

const require = createRequire(import.meta.url);

/**
 * pino-pretty in this process, writing its lines to `destination`; null where it is not installed
 * (a development dependency: an install without them logs JSON).
 */
export function prettyStream(destination: DestinationStream): PrettyStream | null {
  let pinoPretty: typeof PinoPretty;
  try {
    pinoPretty = require("pino-pretty");
  } catch {
    return null;
  }
  return pinoPretty({
    destination,
    colorize: true,
    singleLine: true,
    translateTime: "HH:MM:ss.l",
    ignore: "pid,hostname",
  });
}

// Request ids only have to be unique, not secret: a random prefix per process (so two instances
// or two runs never share ids) and a counter. Short, and no random bytes per request.
const processPrefix = randomBytes(6).toString("base64url");
let requestCounter = 0;

/** `{8-char process prefix}-{counter in base 36}`, e.g. `k3Xv9QmA-1z4`. */
export function nextRequestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${processPrefix}-${requestCounter.toString(36)}`;
}

/** Fastify options for request ids: ours, never the client's (a client could forge them). */
export const requestIdOptions = {
  genReqId: nextRequestId,
  requestIdHeader: false,
} as const satisfies Partial<FastifyServerOptions>;

/** Returns the request id in `x-request-id`, so a user's report can be matched to the logs. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("x-request-id", req.id);
    done();
  });
}
