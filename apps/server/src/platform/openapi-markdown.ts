/**
 * Renders docs/api.md from the OpenAPI document: one table per tag (method, path, summary, and who
 * may call it: the route's declared access, decision 202, when the caller passes the routes).
 */
import type { Access, DeclaredRoute } from "./kernel/route-access.ts";

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, unknown>>;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const methods = ["get", "head", "post", "put", "patch", "delete", "options"];
const cell = (s: string) => s.replaceAll("|", "\\|").replaceAll("\n", " ");

/** How a declared access reads in the reference. */
export function describeAccess(access: Access | undefined): string {
  if (access === undefined) return "signed-in (undeclared)";
  if (typeof access === "string") return access;
  const roles = "roles" in access ? access.roles : access;
  return `${roles.join(" / ")}${"verified" in access ? ", verified" : ""}`;
}

/** `METHOD /api/classes/{id}` -> declared access, from the kernel's list of routes. */
function accessIndex(routes: readonly DeclaredRoute[]): Map<string, Access | undefined> {
  const index = new Map<string, Access | undefined>();
  for (const r of routes) index.set(`${r.method} ${r.url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}")}`, r.access);
  return index;
}

export function openApiToMarkdown(doc: OpenApiDocument, routes?: readonly DeclaredRoute[]): string {
  const access = routes ? accessIndex(routes) : undefined;
  const byTag = new Map<string, Array<{ method: string; path: string; op: Operation }>>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      if (method === "head" && item.get) continue; // Fastify adds HEAD for every GET
      const tag = op.tags?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method: method.toUpperCase(), path, op }]);
    }
  }
  const lines = [
    "# HTTP API reference",
    "",
    "Generated from the route schemas by `npm run docs:api`; do not edit by hand. The running server",
    "serves the same document at `/api/openapi.json` and an interactive reference at `/api/docs`.",
    'Errors: `{ "error": { "message", "code", "status" } }`; validation: 422',
    '`{ "message", "errors": { field: [messages] } }`, with `"codes": { field: [code] }` for a refusal',
    "a client tells apart without its words (in the request's language). Unsafe methods need the CSRF header.",
    "The last column is who may call the route, as the route declares it (decision 202): `public`,",
    "`signed-in` (else 401), `verified` (a verified email, else 403) or a list of roles (else 403);",
    "object-level rules (whose class, whose forge) come after it, in the features' policy tables.",
    "A signed-in write may carry an `Idempotency-Key` header (the web client sends one per call and",
    "keeps it on retries): a retry with the same key gets the first 2xx answer again with",
    "`Idempotent-Replayed: true` instead of writing twice; the same key on another request is a 422.",
  ];
  for (const tag of [...byTag.keys()].sort((a, b) => (a === "Other" ? 1 : b === "Other" ? -1 : a.localeCompare(b)))) {
    lines.push(
      "",
      `## ${tag}`,
      "",
      `| method | path | summary | ${access ? "who may call" : "auth"} |`,
      "|---|---|---|---|",
    );
    const rows = (byTag.get(tag) ?? []).sort(
      (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
    );
    for (const { method, path, op } of rows) {
      const auth = access
        ? describeAccess(access.get(`${method} ${path}`))
        : op.security?.length
          ? op.security.flatMap((s) => Object.keys(s)).join(", ")
          : "none";
      lines.push(`| ${method} | \`${cell(path)}\` | ${cell(op.summary ?? "")} | ${auth} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}
