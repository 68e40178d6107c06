import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { protocolRefusalLog } from "./protocol-log.ts";

function capture() {
  const lines: string[] = [];
  const log = pino(
    { level: "debug" },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  const adapter = protocolRefusalLog(log) as Required<ReturnType<typeof protocolRefusalLog>>;
  return { adapter, text: () => lines.join("") };
}

describe("protocolRefusalLog", () => {
  it("logs smtp-server's errors as their kind, format and code: never the arguments, message or stack", () => {
    const { adapter, text } = capture();
    const err = Object.assign(new Error("secret reply text from the client"), { code: "ECONNRESET" });
    adapter.error(
      { err, tnx: "punycode", cid: "abc" },
      'Failed to process punycode domain "%s". error=%s',
      "client-data\u0000.example",
      err.message,
    );
    const logged = text();
    expect(logged).toContain('"tnx":"punycode"');
    expect(logged).toContain('"code":"ECONNRESET"');
    expect(logged).toContain("Failed to process punycode domain");
    expect(logged).not.toMatch(/secret|client-data|"stack"|\\u0000/);
  });

  it("keeps a refusal reply, cleaned and bounded", () => {
    const { adapter, text } = capture();
    adapter.debug({ cid: "abc" }, "S:", `501 Error: duplicate ${"X\u0000".repeat(200)} parameter`);
    const entry = JSON.parse(text()) as { inboundMail: { response: string; reason: string } };
    expect(entry.inboundMail.reason).toBe("protocol");
    expect(entry.inboundMail.response.length).toBeLessThanOrEqual(161);
    expect(entry.inboundMail.response).not.toContain("\u0000");
  });
});
