/**
 * The public pages a visitor lands on (docs/product.md#pages), by the route id of the client
 * manifest: they must load no zod at page load (issue 20, decision 460). The guard
 * (src/web/public-pages-no-zod.int.test.ts) and `npm run bench -- bundle` read this list.
 */
export const publicPages: Record<string, string> = {
  "/": "routes/home",
  "/classes": "routes/classes/browse",
  "/classes/{location} and a class page": "routes/classes/detail-or-location",
  "/locations/{location}": "routes/locations",
  "/instructors": "routes/instructors",
  "/users/{slug} (instructor profile)": "routes/user-profile",
  "/learn/{theme}": "routes/learn",
  "/articles": "routes/articles/list",
  "/articles/{slug}": "routes/articles/detail",
  "/faq": "routes/info/faq",
  "/about": "routes/info/about",
  "/not-found": "routes/not-found",
};
