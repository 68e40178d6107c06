import { afterEach, describe, expect, it } from "vitest";
import { loader as indexOld } from "./index-old";
import { loader as testNavigation } from "./test-navigation";

const original = process.env.NODE_ENV;
const pages = [
  ["/index-old", indexOld],
  ["/test-navigation", testNavigation],
] as const;

describe.each(pages)("%s (a development page)", (path, loader) => {
  const args = { request: new Request(`http://localhost${path}`) };
  afterEach(() => {
    process.env.NODE_ENV = original;
  });

  it("answers 404 in production", () => {
    process.env.NODE_ENV = "production";
    try {
      loader(args);
      expect.fail("expected the loader to throw");
    } catch (e) {
      expect(e).toMatchObject({ init: { status: 404 }, data: { message: `Page not found: ${path}` } });
    }
  });

  it("renders outside production", () => {
    process.env.NODE_ENV = "development";
    expect(loader(args)).toBeNull();
  });
});
