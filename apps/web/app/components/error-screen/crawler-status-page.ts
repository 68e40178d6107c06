const messages: Record<number, string> = {
  400: "Bad request.",
  401: "Sign-in required.",
  403: "Access to this page is restricted.",
  404: "Page not found.",
  429: "Too many requests. Please wait and retry.",
  500: "Server error. Please try again later.",
  503: "Service unavailable. Please try again later.",
};

/** The minimal page crawlers get instead of the error screen: status and one line, noindex. */
export function crawlerStatusPage(status: number): string {
  const message = messages[status] ?? (status >= 500 ? "Server error." : "Request failed.");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} · Guildforge</title></head>
<body><main><h1>${status}</h1><p>${message}</p><p><a href="/">Guildforge home</a></p></main></body></html>
`;
}
