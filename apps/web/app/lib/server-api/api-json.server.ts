import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type ServerApi, serverApiContext } from "../load-context";

type LoaderContext = Readonly<RouterContextProvider>;

/** The in-process API of the request (apps/server/src/web/server-api.ts). */
export function serverApi(context: LoaderContext): ServerApi {
  const api = context.get(serverApiContext);
  if (!api) throw new Error("The server API is missing from the load context");
  return api;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function messageOf(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === "string" ? error.message : undefined;
}

/**
 * GET an API path from a loader and parse the body with its contract schema. Any error status is
 * thrown as a route error response with the API's message, so the error screen shows it (404 ...).
 */
export async function loadJson<S extends z.ZodType>(context: LoaderContext, path: string, schema: S) {
  const response = await serverApi(context).fetch(path);
  const body = await readJson(response);
  if (!response.ok) throw data({ message: messageOf(body) ?? "" }, { status: response.status });
  return schema.parse(body) as z.output<S>;
}

/** Like loadJson, but returns null instead of throwing for the given statuses (e.g. 401, 404). */
export async function loadJsonOrNull<S extends z.ZodType>(
  context: LoaderContext,
  path: string,
  schema: S,
  nullFor: readonly number[],
) {
  const response = await serverApi(context).fetch(path);
  const body = await readJson(response);
  if (nullFor.includes(response.status)) return null;
  if (!response.ok) throw data({ message: messageOf(body) ?? "" }, { status: response.status });
  return schema.parse(body) as z.output<S>;
}
