/** How far an upload's body has gone: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadFetch = (
  url: string,
  init: RequestInit & { method: string },
  onProgress: (progress: UploadProgress) => void,
) => Promise<Response>;

/**
 * A fetch for uploads that reports the body's progress (decision 524): fetch has no upload
 * progress, so this is an XMLHttpRequest answered as a Response, with the same headers,
 * credentials and abort signal. Without XMLHttpRequest (the server) it is plain fetch.
 */
export const xhrUpload: UploadFetch = (url, init, onProgress) => {
  if (typeof XMLHttpRequest === "undefined") return globalThis.fetch(url, init);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = init.credentials === "include";
    xhr.responseType = "blob";
    for (const [name, value] of new Headers(init.headers).entries()) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) onProgress({ loaded: e.loaded, total: e.total });
    });
    xhr.addEventListener("load", () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(":");
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
    });
    // The same failures fetch gives: a TypeError for the network, an AbortError for the signal.
    xhr.addEventListener("error", () => reject(new TypeError("Failed to fetch")));
    xhr.addEventListener("timeout", () => reject(new TypeError("Failed to fetch")));
    xhr.addEventListener("abort", () => reject(new DOMException("The upload was aborted.", "AbortError")));
    const signal = init.signal;
    if (signal?.aborted) return reject(new DOMException("The upload was aborted.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
};
