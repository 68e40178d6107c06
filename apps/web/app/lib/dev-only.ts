import { data } from "react-router";

/**
 * The loader of a development page (/index-old, /test-navigation: docs/product.md#pages):
 * in production the page does not exist, and the answer is the site's 404.
 */
export function devOnlyPage({ request }: { request: Request }): null {
  if (process.env.NODE_ENV === "production") {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  return null;
}
