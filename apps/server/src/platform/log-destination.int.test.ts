import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const destinationFile = fileURLToPath(new URL("./log-destination.ts", import.meta.url));

/**
 * A process logging through the destination writes ~4 MB to a stdout pipe, then exits. With
 * `read: "never"` nobody reads the pipe (it stays full); with "closed" the reader closed it.
 * Resolves with the exit code and how many bytes the parent had read.
 */
function logThenExit(read: "never" | "closed" | "all"): Promise<{ code: number | null; bytes: number }> {
  const script = `
    import { flushLogs, processLogDestination } from ${JSON.stringify(destinationFile)};
    const out = processLogDestination();
    const line = JSON.stringify({ level: 30, msg: "x".repeat(400) }) + "\\n";
    for (let i = 0; i < 10_000; i++) out.write(line);
    await flushLogs(Number(process.argv[1]));
    process.exit(0);
  `;
  // Read in full: a flush bound long enough for a loaded machine, so every line can be awaited.
  const flushMs = read === "all" ? 60_000 : 500;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script, String(flushMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let bytes = 0;
  if (read === "never") child.stdout.pause();
  else if (read === "closed") child.stdout.destroy();
  else child.stdout.on("data", (d: Buffer) => (bytes += d.length));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, bytes })));
}

// Before decision 415 pino's exit flush retried EAGAIN forever (Atomics.wait) on a full pipe: the
// first case never exited and hit the test timeout.
describe("the log destination never holds the process at exit", () => {
  it("exits with stdout a full pipe nobody reads", async () => {
    expect((await logThenExit("never")).code).toBe(0);
  }, 30_000);

  it("exits with the stdout reader gone", async () => {
    expect((await logThenExit("closed")).code).toBe(0);
  }, 30_000);

  it("writes every line when stdout is read", async () => {
    const { code, bytes } = await logThenExit("all");
    expect(code).toBe(0);
    expect(bytes).toBe(10_000 * (JSON.stringify({ level: 30, msg: "x".repeat(400) }).length + 1));
  }, 30_000);
});
