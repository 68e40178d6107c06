import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/** The checks the catalog tests of apps/web and apps/server share (issue 39 point 5). */
const run = promisify(execFile);

/** `lingui check ...` in a workspace (its lingui.config.ts); ok is its exit status. */
export async function linguiCheck(cwd: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(resolveBin(cwd), ["check", ...args, "--workers", "1"], { cwd });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

/** The lingui CLI npm put in the workspace's or the root's `.bin`. */
function resolveBin(cwd: string): string {
  const candidates = [path.join(cwd, "node_modules/.bin/lingui"), path.resolve(cwd, "../../node_modules/.bin/lingui")];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error("the lingui CLI is not installed: run npm install");
  return found;
}

/** msgid -> msgstr of a lingui .po file (single or continued lines). */
export function readPo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const lines = text.split("\n");
  let i = 0;
  const strings = (first: string) => {
    const parts = [JSON.parse(first) as string];
    while (lines[i + 1]?.startsWith('"')) parts.push(JSON.parse(lines[++i] as string) as string);
    return parts.join("");
  };
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.startsWith("msgid ")) continue;
    const id = strings(line.slice(6));
    const next = lines[i + 1] ?? "";
    if (!next.startsWith("msgstr ")) continue;
    i++;
    const str = strings(next.slice(7));
    if (id) out.set(id, str);
  }
  return out;
}

/** The placeholders of a message: `{name}` arguments and `<0>` element tags, sorted. */
export function placeholders(message: string): string[] {
  const names: string[] = [];
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === "string") {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) names.push(`<${tag[1]}>`);
      } else if (Array.isArray(token)) {
        names.push(`{${String(token[0])}}`);
        const cases = token[2];
        if (cases && typeof cases === "object") for (const branch of Object.values(cases)) walk(branch);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...new Set(names)].sort();
}
