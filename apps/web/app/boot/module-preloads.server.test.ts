import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.server";

async function through(chunks: string[]): Promise<string> {
  const bytes = Buffer.from(chunks.join(""));
  // Cut the bytes at the same places as the strings, so a multi-byte character can be split.
  const pieces: Buffer[] = [];
  let at = 0;
  for (const c of chunks.slice(0, -1)) {
    const cut = at + Buffer.byteLength(c) - 1;
    pieces.push(bytes.subarray(at, cut));
    at = cut;
  }
  pieces.push(bytes.subarray(at));
  return text(Readable.from(pieces).pipe(withoutModulePreloads()));
}

const head =
  '<!DOCTYPE html><html><head><title>Forgé</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>';
const body =
  '<body><p>Ünïcode</p><pre>&lt;link rel="modulepreload" href="/x.js"/&gt;</pre><link rel="modulepreload" href="/late.js"/></body></html>';

describe("withoutModulePreloads (decision 472)", () => {
  it("drops every modulepreload of the head and leaves the rest, the body's text included, as it was", async () => {
    const out = await through([head, body]);
    expect(out).toBe(
      "<!DOCTYPE html><html><head><title>Forgé</title>" +
        '<link rel="stylesheet" href="/assets/app.css"/></head>' +
        body,
    );
  });

  it("finds the head's end and its links across chunk boundaries and split characters", async () => {
    const whole = head + body;
    const chunks = whole.match(/.{1,7}/gs)!;
    const out = await through(chunks);
    expect(out).toBe(whole.slice(0, head.length).replace(/<link rel="modulepreload"[^>]*>/g, "") + body);
  });

  it("passes a document without a head through, without its preloads", async () => {
    expect(await through(['<p>a</p><link rel="modulepreload" href="/a.js"/>'])).toBe("<p>a</p>");
  });

  it("writes what end() gives after the last byte, once rendering has ended", async () => {
    let ended = false;
    const stream = Readable.from([Buffer.from(head), Buffer.from(body)]).pipe(
      withoutModulePreloads(() => {
        ended = true;
        return '<script type="application/json" id="seed">{}</script>';
      }),
    );
    const out = await text(stream);
    expect(ended).toBe(true);
    expect(out.endsWith('</body></html><script type="application/json" id="seed">{}</script>')).toBe(true);
  });

  it("tells which module addresses it took out of the head, in their order, once (decision 491)", async () => {
    const heard: string[][] = [];
    const whole = head + body;
    const chunks = whole.match(/.{1,5}/gs)!;
    await text(Readable.from(chunks).pipe(withoutModulePreloads(undefined, (hrefs) => heard.push(hrefs))));
    expect(heard).toEqual([["/assets/a.js", "/assets/b.js"]]);
  });
});
