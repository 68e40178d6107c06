import { afterEach, describe, expect, it } from "vitest";
import { loader } from "./test-navigation";

const original = process.env.NODE_ENV;
const args = { request: new Request("http://localhost/test-navigation") } as Parameters<typeof loader>[0];

describe("/test-navigation loader", () => {
  afterEach(() => {
    process.env.NODE_ENV = original;
  });

  it("answers 404 in production", () => {
    process.env.NODE_ENV = "production";
    try {
      loader(args);
      expect.fail("expected the loader to throw");
    } catch (e) {
      expect(e).toMatchObject({ init: { status: 404 }, data: { message: "Page not found: /test-navigation" } });
    }
  });

  it("renders outside production", () => {
    process.env.NODE_ENV = "development";
    expect(loader(args)).toBeNull();
  });
});
