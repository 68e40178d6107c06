import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Role } from "@guildforge/contracts";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { createUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { type SessionClient, sessionClient } from "../../platform/sessions/testing.ts";

/** A few hostile strings every text field must store and show inert. */
export const xssStrings = [
  `<script>alert("xss")</script> and then some`,
  `<img src=x onerror=alert(1)> broken image`,
  `"><svg onload=alert(1)> closing quotes`,
  `javascript:alert(document.cookie) // link`,
];

/** Helpers shared by the feedback integration tests. */
export function feedbackKit(getT: () => TestApp, advance: (ms: number) => void) {
  return {
    async signedIn(roles: Role[] = ["student"]) {
      const t = getT();
      const user = await createUser(t.db, { roles });
      const client = sessionClient(t.app);
      await client.login(user.email, user.password);
      return { user, client };
    },

    /** A form token, then the clock moves past the minimum fill time. */
    async token(client: SessionClient, waitMs = 5000): Promise<string> {
      const res = await client.get("/api/feedback/form-token");
      if (res.statusCode !== 200) throw new Error(`form token: ${res.statusCode}`);
      advance(waitMs);
      return res.json().data.token as string;
    },

    /** A solid PNG of the given size (mid-grey, so black regions stand out). */
    png(width = 400, height = 300, colour = { r: 200, g: 120, b: 60 }): Promise<Buffer> {
      return sharp({ create: { width, height, channels: 3, background: colour } })
        .png()
        .toBuffer();
    },

    /** POSTs a bug report as a browser's FormData would (file part optional). */
    async postBugReport(
      client: SessionClient,
      fields: Record<string, string>,
      file?: { data: Buffer; type?: string; name?: string },
    ): Promise<LightMyRequestResponse> {
      if (!client.cookies.has("XSRF-TOKEN")) await client.get("/api/csrf-cookie");
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) {
        const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/png" });
        form.append("screenshot", blob, file.name ?? "screenshot.png");
      }
      const request = new Request("http://localhost/", { method: "POST", body: form });
      return getT().app.inject({
        method: "POST",
        url: "/api/feedback/bug-reports",
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          "content-type": request.headers.get("content-type") ?? "",
          accept: "application/json",
          "x-requested-with": "XMLHttpRequest",
          cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
          "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
        },
      });
    },

    /** The screenshot files in local upload storage. */
    async storedScreenshots(): Promise<string[]> {
      const dir = path.join(getT().config.dataDir, "uploads", "feedback");
      return readdir(dir).catch(() => []);
    },
  };
}
