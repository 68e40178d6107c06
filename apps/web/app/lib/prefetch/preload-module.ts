/** Adds `<link rel="modulepreload">` for a module URL; resolves when it loaded or failed. */
export function preloadModule(url: string, doc: Document = document): Promise<void> {
  const known = [...doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>("link[rel=modulepreload], script[src]")];
  if (known.some((el) => el.getAttribute("href") === url || el.getAttribute("src") === url)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    doc.head.appendChild(link);
  });
}
