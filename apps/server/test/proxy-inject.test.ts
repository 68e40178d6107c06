import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpInject } from "./proxy-inject.ts";

// The proxy mode's inject over HTTP must give the tests what light-my-request gives them: the
// same requests are sent both ways to one small app and the surfaces the tests read compared.
let app: FastifyInstance;
let overHttp: ReturnType<typeof httpInject>;
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  app = Fastify();
  app.all("/echo", async (req, reply) => {
    reply.header("set-cookie", [
      "session=a%20b%3Bc; Path=/; HttpOnly; SameSite=Lax; Max-Age=7200",
      "XSRF-TOKEN=tok; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Secure",
      "gone=; Max-Age=0; Path=/",
    ]);
    return {
      method: req.method,
      url: req.url,
      host: req.headers.host,
      agent: req.headers["user-agent"],
      type: req.headers["content-type"] ?? null,
      length: req.headers["content-length"] ?? null,
      body: req.body ?? null,
    };
  });
  app.get("/bytes", async (_req, reply) => reply.type("application/octet-stream").send(Buffer.from([0, 255, 1])));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  overHttp = httpInject(async () => `http://127.0.0.1:${port}`, agent);
});
afterAll(async () => {
  agent.destroy();
  await app.close();
});

const surface = (res: LightMyRequestResponse) => ({
  statusCode: res.statusCode,
  body: res.body,
  payload: res.payload,
  rawPayload: [...res.rawPayload],
  type: res.headers["content-type"],
  cookies: res.cookies,
});

/** What the echo saw, with the one header a real connection adds: `content-length: 0` on a bodiless POST. */
const seen = (res: LightMyRequestResponse, bodiless: boolean) => {
  const echo = res.json();
  if (bodiless && echo.length === "0") echo.length = null;
  return echo;
};

const cases: Array<[string, InjectOptions | string]> = [
  ["a URL string", "/echo"],
  ["a query object merged into the URL", { url: "/echo?a=1&b=2", query: { b: "3", c: ["x", "y"] } }],
  ["an object payload (JSON-encoded, typed)", { method: "POST", url: "/echo", payload: { n: 1, s: "é" } }],
  [
    "a string body with its own type",
    { method: "PUT", url: "/echo", body: '{"k":true}', headers: { "Content-Type": "application/json" } },
  ],
  ["a POST without a body", { method: "POST", url: "/echo" }],
  ["a dot segment (normalised as light-my-request does)", { url: "/x/../echo" }],
  ["binary content", { url: "/bytes" }],
];

describe("inject over HTTP (TEST_VIA_PROXY=1)", () => {
  it.each(cases)("answers %s like light-my-request", async (_name, options) => {
    const inProcess = await app.inject(options);
    const viaHttp = (await overHttp(options)) as LightMyRequestResponse;
    if (typeof options === "object" && options.method === "POST" && !options.payload) {
      expect(seen(viaHttp, true)).toEqual(seen(inProcess, true));
      expect({ ...surface(viaHttp), body: "", payload: "", rawPayload: [] }).toEqual({
        ...surface(inProcess),
        body: "",
        payload: "",
        rawPayload: [],
      });
    } else expect(surface(viaHttp)).toEqual(surface(inProcess));
  });

  it("parses Set-Cookie as light-my-request: decoded values, typed attributes", async () => {
    const res = (await overHttp("/echo")) as LightMyRequestResponse;
    expect(res.cookies).toEqual([
      { name: "session", value: "a b;c", path: "/", httpOnly: true, sameSite: "Lax", maxAge: 7200 },
      { name: "XSRF-TOKEN", value: "tok", path: "/", expires: new Date("2037-10-21T07:28:00Z"), secure: true },
      { name: "gone", value: "", maxAge: 0, path: "/" },
    ]);
    expect(res.json()).toMatchObject({ host: "localhost:80", agent: "lightMyRequest" });
  });

  it("supports the chained form", async () => {
    const chain = overHttp() as unknown as {
      post(url: string): { headers(h: object): { payload(p: unknown): PromiseLike<LightMyRequestResponse> } };
    };
    const res = await chain.post("/echo").headers({ "x-a": "1" }).payload({ ok: 1 });
    expect(res.json()).toMatchObject({ method: "POST", body: { ok: 1 } });
  });

  it("refuses what only exists in process, naming the exclusion list", async () => {
    await expect(overHttp({ url: "/echo", remoteAddress: "10.0.0.9" })).rejects.toThrow(/proxy-exclusions\.ts/);
  });
});
