import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every refusal a person reads is a catalog text (docs/topics/i18n.md "The API's error messages"):
 * no `errors.*(...)` call in the server's code passes its message as a plain string or a template
 * literal, which would stay English in every language. Only the messages for developers' tools
 * (below, by file and by their English) may.
 */
const srcDir = path.resolve(import.meta.dirname, "..");

/** Messages only API tools and developers read, which stay English (file, start of the message). */
const developerOnly: ReadonlyArray<readonly [file: string, start: string]> = [
  ["app.ts", "`API route not found"], // an unknown /api route: a developer's typo
  ["modules/performance/performance.routes.ts", '"The beacon is not valid JSON.'], // the browser's beacon
  ["platform/observability/csp-reports.routes.ts", '"The report is not valid JSON.'], // the browser's CSP report
  ["platform/observability/prometheus.ts", '"Send the metrics token'], // the metrics scraper
  ["platform/idempotency/idempotency-key.ts", '"The Idempotency-Key header'], // an API client's header
  ["realtime/pusher-http-api.routes.ts", "`Unknown app id"], // Pusher's HTTP API: server-to-server
  ["realtime/pusher-http-api.routes.ts", "`Invalid request signature"],
  ["realtime/pusher-http-api.routes.ts", '"The request body is not valid JSON.'],
  ["realtime/pusher-http-api.routes.ts", "result.error.issues[0]?.message"],
  ["realtime/broadcasting.routes.ts", '"You may not listen on this channel.'], // pusher-js's channel authorization call
  ["platform/csrf/csrf-plugin.ts", '"Send the form as a web form.'], // a form posted with another content type by a tool
];

/** The methods whose first argument is not the message. */
const messageArgument: Record<string, number> = { validation: 1, rateLimited: 1, AppError: 2 };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The top-level arguments of the call whose "(" is at `open` (strings, templates and comments skipped). */
function callArguments(code: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === "\\") i++;
    } else if (c === "/" && code[i + 1] === "*") {
      i = code.indexOf("*/", i + 2) + 1;
    } else if (c === "/" && code[i + 1] === "/") {
      i = code.indexOf("\n", i);
    } else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") {
      depth--;
      if (depth === 0) {
        args.push(code.slice(start, i).trim());
        break;
      }
    } else if (c === "," && depth === 1) {
      args.push(code.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args.filter((a) => a !== "");
}

/** A catalog text written where it is used (its message one string literal). */
const descriptor =
  /\/\*i18n\*\/\s*\{\s*id:\s*"[^"]*",\s*message:\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`$]*`)\s*,?\s*\}/g;
/** A condition's compared string (`status === "withdrawn" ? ... : ...`), which is not a message. */
const compared = /[!=]==\s*"[^"]*"/g;
/** A message argument that is (or chooses between) plain strings or templates, once its catalog texts are set aside. */
const isPlain = (arg: string) => /["'`]/.test(arg.replace(descriptor, "").replace(compared, ""));

export function plainMessages(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, "utf8");
    if (!/import \{[^}]*\b(errors|ValidationError|AppError)\b[^}]*\} from "[./]*(platform\/)?errors\.ts"/.test(code))
      continue;
    const relative = path.relative(srcDir, file);
    for (const call of code.matchAll(/\berrors\.(\w+)\(|\bnew (ValidationError|AppError)\(/g)) {
      const args = callArguments(code, (call.index ?? 0) + call[0].length - 1);
      const method = call[1] ?? call[2] ?? "";
      const message = args[messageArgument[method] ?? 0];
      if (!message || !isPlain(message)) continue;
      if (developerOnly.some(([f, start]) => f === relative && message.startsWith(start))) continue;
      const line = code.slice(0, call.index).split("\n").length;
      found.push(`${relative}:${line} ${call[0]}${message.slice(0, 70)})`);
    }
  }
  return found;
}

describe("the server's refusals", () => {
  it("are catalog texts, rendered in the reader's language (only developers' messages stay English)", () => {
    expect(plainMessages()).toEqual([]);
  });

  it("in the policies' tables (`notFound`, `denied`, `unverified`, `conflict`) are catalog texts too", () => {
    const found: string[] = [];
    for (const file of sourceFiles(srcDir).filter((f) => f.endsWith(".policy.ts"))) {
      const code = readFileSync(file, "utf8").replace(descriptor, "").replace(compared, "");
      for (const m of code.matchAll(/(["'`])([A-Z][^"'`\n]*[.!?])\1/g))
        found.push(`${path.relative(srcDir, file)}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });

  it("are found by this check when written as plain strings", () => {
    const code = `errors.conflict(\`You are \${x}.\`); errors.validation("email", cond ? "a" : /*i18n*/ { id: "b", message: "B" })`;
    const calls = [...code.matchAll(/\berrors\.(\w+)\(/g)].map((c) => {
      const args = callArguments(code, (c.index ?? 0) + c[0].length - 1);
      return args[messageArgument[c[1] ?? ""] ?? 0] ?? "";
    });
    expect(calls.map(isPlain)).toEqual([true, true]);
    expect(isPlain(`/*i18n*/ { id: "error.x", message: "It's {name}." }`)).toBe(false);
  });
});
