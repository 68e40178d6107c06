// A browser-like HTTP client for the scale proof: keeps cookies across whichever instance or
// proxy it talks to, and echoes XSRF-TOKEN on unsafe requests as the SPA does.
export interface ScaleResponse {
  status: number;
  headers: Headers;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export class ScaleClient {
  readonly cookies = new Map<string, string>();
  /** The site's APP_URL (the Origin a browser sends); requests may go to any base. */
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  }

  private absorb(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
  }

  async request(
    base: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ScaleResponse> {
    const unsafe = method !== "GET" && method !== "HEAD";
    if (unsafe && !this.cookies.has("XSRF-TOKEN")) await this.request(base, "GET", "/api/csrf-cookie");
    const isForm = body instanceof FormData;
    const res = await fetch(base + url, {
      method,
      redirect: "manual",
      headers: {
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        cookie: this.cookieHeader(),
        origin: this.origin,
        ...(unsafe ? { "x-xsrf-token": this.cookies.get("XSRF-TOKEN") ?? "" } : {}),
        ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    this.absorb(res);
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get(base: string, url: string, headers?: Record<string, string>) {
    return this.request(base, "GET", url, undefined, headers);
  }
  post(base: string, url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request(base, "POST", url, body, headers);
  }

  /** Signs in through `base`; throws unless 204. */
  async login(base: string, email: string, password: string): Promise<void> {
    const res = await this.post(base, "/api/login", { email, password });
    if (res.status !== 204) throw new Error(`login via ${base} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
}
