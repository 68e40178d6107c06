import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { HttpInject } from "./proxy-inject.ts";

/**
 * What tests register on `t.app` before they use it (test-only routes, hooks, decorations,
 * plugins): in proxy mode it must exist on both instances, since nginx may send any request to
 * either. The names are the registration calls the integration tests make, and their siblings.
 */
const onBoth = new Set([
  "register",
  "addHook",
  "decorate",
  "decorateRequest",
  "decorateReply",
  "route",
  "get",
  "head",
  "post",
  "put",
  "patch",
  "delete",
  "options",
  "all",
  "setErrorHandler",
  "setNotFoundHandler",
  "addContentTypeParser",
  "addSchema",
]);

/**
 * Parts of the app the tests observe or drive (spies on `realtime.publish`, `jobs.send`,
 * `mail.enqueue`; listeners on `classEvents`; `performance.flush()`): what a request does happens
 * on whichever instance nginx chose, so a spy, a replaced method or a listener is installed on both
 * instances and the listed methods run on both. Other reads are instance A's.
 */
const observed: Record<string, ReadonlySet<string>> = {
  realtime: new Set(),
  jobs: new Set(),
  mail: new Set(),
  classEvents: new Set(["on"]),
  performance: new Set(["flush"]),
};

function pair(x: object, y: object, onBothMethods: ReadonlySet<string>): object {
  return new Proxy(x, {
    get(target, prop) {
      if (typeof prop === "string" && onBothMethods.has(prop)) {
        return (...args: unknown[]) => {
          const results = [x, y].map((o) =>
            Reflect.apply(Reflect.get(o, prop) as (...z: unknown[]) => unknown, o, args),
          );
          return results.some((r) => r instanceof Promise) ? Promise.all(results).then((r) => r[0]) : results[0];
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    // vi.spyOn and plain assignment (`app.realtime.publish = ...`) define the property: on both.
    defineProperty(target, prop, descriptor) {
      Reflect.defineProperty(y, prop, descriptor);
      return Reflect.defineProperty(target, prop, descriptor);
    },
    set(target, prop, value) {
      Reflect.set(y, prop, value);
      return Reflect.set(target, prop, value);
    },
    deleteProperty(target, prop) {
      Reflect.deleteProperty(y, prop);
      return Reflect.deleteProperty(target, prop);
    },
  });
}

export interface ProxyAppParts {
  a: FastifyInstance;
  b: FastifyInstance;
  inject: HttpInject;
  /** Both instances ready and listening, nginx in front; resolves to nginx's address. */
  start(): Promise<AddressInfo>;
  /** Closes both instances (what `t.app.close()` asks for). */
  closeBoth(): Promise<void>;
}

/**
 * `t.app` in proxy mode: behaves as the Fastify instance for the tests. Registrations go to both
 * instances; inject() is a real HTTP request through nginx; ready(), listen() and close() reach
 * both; `server.address()` is nginx's (a test that connects a socket to "the app" goes through
 * the proxy); what tests observe reaches both (`observed` above); anything else reads instance A.
 */
export function proxyApp(parts: ProxyAppParts): FastifyInstance {
  const { a, b } = parts;
  let proxyAddress: AddressInfo | undefined;
  const start = async () => {
    proxyAddress = await parts.start();
    return proxyAddress;
  };
  const server = new Proxy(a.server, {
    get(target, prop) {
      if (prop === "address") return () => proxyAddress ?? target.address();
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const pairs = new Map<string, object>();
  const facade: FastifyInstance = new Proxy(a, {
    get(target, prop) {
      if (typeof prop === "string" && observed[prop]) {
        if (!pairs.has(prop))
          pairs.set(prop, pair(Reflect.get(a, prop) as object, Reflect.get(b, prop) as object, observed[prop]));
        return pairs.get(prop);
      }
      switch (prop) {
        case "inject":
          return parts.inject;
        case "ready":
          return async () => {
            await start();
            return facade;
          };
        case "listen":
          return async () => {
            const { port } = await start();
            return `http://127.0.0.1:${port}`;
          };
        case "close":
          return () => parts.closeBoth();
        case "server":
          return server;
      }
      if (typeof prop === "string" && onBoth.has(prop)) {
        return (...args: unknown[]) => {
          const call = (app: FastifyInstance) =>
            Reflect.apply(Reflect.get(app, prop) as (...x: unknown[]) => unknown, app, args);
          const results = [call(a), call(b)];
          // register() is awaited by the tests (the plugin loads); the rest return the instance.
          return prop === "register" ? Promise.all(results).then(() => facade) : facade;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return facade;
}
