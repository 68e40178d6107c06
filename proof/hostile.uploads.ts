import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { errorBodySchema, validationBodySchema } from "@guildforge/contracts";
import sharp from "sharp";
import type { HostileFile } from "./hostile.corpus.ts";
import type { HostileClient } from "./lib/hostile-client.ts";
import { formTokens } from "./lib/hostile-form-tokens.ts";

/**
 * The upload half of proof/hostile.ts: every corpus file to every upload endpoint. Each answer
 * must be a refusal in the SPEC's shape (4xx with the error or validation body), or a success
 * whose newly stored files (found by listing DATA_DIR/uploads before and after) are all
 * re-encoded images: the pipeline's format (WebP, PNG for screenshots), one frame, no EXIF, XMP,
 * ICC or IPTC, never the bytes that were sent, and none of the sent file's trailing payload.
 */
export interface UploadEndpoint {
  name: string;
  send(file: HostileFile): Promise<{ status: number; body: string }>;
  /** Undoes a success where the endpoint has a cap (forge photos: at most 8). */
  cleanUp?(body: string): Promise<void>;
}

export interface UploadOutcome {
  endpoint: string;
  file: string;
  verdict: "refused" | "re-encoded" | "broken";
  detail: string;
}

const outputFormats = new Set(["webp", "png"]);
const markers = ["<script", "<svg", "<?php", "<html", "PK\u0003\u0004", "%PDF", "alert("];

async function listFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
}

/** Why a stored file is not a clean re-encode, or null when it is one. */
async function storedProblem(file: string, sent: Buffer): Promise<string | null> {
  const bytes = await readFile(file);
  if (bytes.equals(sent)) return "stored the bytes as sent";
  const text = bytes.toString("latin1");
  const marker = markers.find((m) => text.includes(m));
  if (marker) return `stored file contains ${JSON.stringify(marker)}`;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch (e) {
    return `stored file does not decode: ${(e as Error).message}`;
  }
  if (!meta.format || !outputFormats.has(meta.format)) return `stored format ${meta.format}`;
  if (meta.exif || meta.xmp || meta.icc || meta.iptc) return "stored file keeps metadata (EXIF/XMP/ICC/IPTC)";
  if ((meta.pages ?? 1) > 1) return `stored file keeps ${meta.pages} frames`;
  return null;
}

function isSpecRefusal(status: number, body: string): boolean {
  if (status < 400 || status >= 500) return false;
  try {
    const json = JSON.parse(body) as unknown;
    return status === 422 ? validationBodySchema.safeParse(json).success : errorBodySchema.safeParse(json).success;
  } catch {
    return false;
  }
}

export async function runUploads(
  endpoints: UploadEndpoint[],
  corpus: HostileFile[],
  uploadsRoot: string,
): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  for (const endpoint of endpoints) {
    for (const file of corpus) {
      const before = await listFiles(uploadsRoot);
      const res = await endpoint.send(file);
      const added = [...(await listFiles(uploadsRoot))].filter((f) => !before.has(f));
      const out = (verdict: UploadOutcome["verdict"], detail: string) =>
        outcomes.push({ endpoint: endpoint.name, file: file.label, verdict, detail });
      if (res.status >= 200 && res.status < 300) {
        if (added.length === 0) out("broken", `answered ${res.status} but stored no file`);
        else {
          const problems = (await Promise.all(added.map((f) => storedProblem(f, file.buffer)))).filter(Boolean);
          if (problems.length) out("broken", problems.join("; "));
          else out("re-encoded", `${added.length} files`);
        }
        await endpoint.cleanUp?.(res.body);
      } else if (!isSpecRefusal(res.status, res.body)) {
        out("broken", `answered ${res.status} without the SPEC's error body: ${res.body.slice(0, 200)}`);
      } else if (added.length > 0) {
        out("broken", `refused with ${res.status} but left ${added.length} files behind`);
      } else out("refused", `${res.status} ${res.body.slice(0, 160)}`);
    }
  }
  return outcomes;
}

type Part = string | { name: string; mimeType: string; buffer: Buffer };
const filePart = (f: HostileFile): Part => ({ name: f.name, mimeType: f.mimeType, buffer: f.buffer });
const answer = async (res: { status(): number; text(): Promise<string> }) => ({
  status: res.status(),
  body: await res.text(),
});

/** The product's upload endpoints (grep `multipart` in apps/server/src/modules), each as the role that may use it. */
export async function uploadEndpoints(c: {
  student: HostileClient;
  instructor: HostileClient;
  admin: HostileClient;
  anonymous: HostileClient;
  classId: number;
  venueId: number;
  articleId: number;
  conversationId: number;
}): Promise<UploadEndpoint[]> {
  // A token sends one item (decision 510): every bug report takes a fresh one.
  const token = formTokens(c.anonymous, 40);
  const send =
    (
      client: HostileClient,
      url: string,
      field: string,
      extra: Record<string, Part> = {},
      fresh: () => Promise<Record<string, Part>> = async () => ({}),
    ) =>
    async (f: HostileFile) =>
      answer(await client.upload(url, { ...extra, ...(await fresh()), [field]: filePart(f) }));
  return [
    { name: "avatar", send: send(c.student, "/api/user/avatar", "avatar") },
    { name: "class cover", send: send(c.instructor, `/api/classes/${c.classId}/images`, "cover") },
    {
      name: "forge photo",
      send: send(c.admin, `/api/venues/${c.venueId}/photos`, "photo", { alt: "A forge" }),
      cleanUp: async (body) => {
        const photos = (JSON.parse(body) as { data: { photos?: { key: string }[] } }).data.photos ?? [];
        for (const p of photos) await c.admin.json("DELETE", `/api/venues/${c.venueId}/photos/${p.key}`);
      },
    },
    { name: "article cover", send: send(c.admin, `/api/admin/articles/${c.articleId}/cover`, "cover") },
    {
      name: "message attachment",
      send: send(c.student, `/api/conversations/${c.conversationId}/messages`, "attachments", { body: "A picture" }),
    },
    {
      name: "bug report screenshot",
      send: send(
        c.anonymous,
        "/api/feedback/bug-reports",
        "screenshot",
        {
          description: "The page looks broken after I upload a picture.",
          page_url: "http://127.0.0.1/classes",
          user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
          viewport: "1280x720",
          annotations: "[]",
        },
        async () => ({ form_token: await token() }),
      ),
    },
  ];
}
