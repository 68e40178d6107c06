/**
 * The page a request is for. During client-side navigation loaders see React Router's data URL
 * (`/dashboard.data?_routes=…`, or `/_root.data` for `/`): map it back to the page's own URL.
 */
export function pageUrlOf(requestUrl: URL): string {
  const url = new URL(requestUrl);
  url.searchParams.delete("_routes");
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  return `${pathname}${url.search}`;
}
