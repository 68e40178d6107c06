/** Renders docs/api.md from the OpenAPI document: one table per tag (method, path, summary, auth). */

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

export function openApiToMarkdown(doc: OpenApiDocument): string {
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
    '`{ "message", "errors": { field: [messages] } }`. Unsafe methods need the CSRF header.',
    "A signed-in write may carry an `Idempotency-Key` header (the web client sends one per call and",
    "keeps it on retries): a retry with the same key gets the first 2xx answer again with",
    "`Idempotent-Replayed: true` instead of writing twice; the same key on another request is a 422.",
  ];
  for (const tag of [...byTag.keys()].sort((a, b) => (a === "Other" ? 1 : b === "Other" ? -1 : a.localeCompare(b)))) {
    lines.push("", `## ${tag}`, "", "| method | path | summary | auth |", "|---|---|---|---|");
    const rows = (byTag.get(tag) ?? []).sort(
      (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
    );
    for (const { method, path, op } of rows) {
      const auth = op.security?.length ? op.security.flatMap((s) => Object.keys(s)).join(", ") : "none";
      lines.push(`| ${method} | \`${cell(path)}\` | ${cell(op.summary ?? "")} | ${auth} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}
