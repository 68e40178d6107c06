import { classUrl } from "@guildforge/contracts";
import type { HostileWorld } from "./hostile.setup.ts";
import { type HostileRole, ok } from "./lib/hostile-client.ts";
import { formTokens } from "./lib/hostile-form-tokens.ts";

/**
 * Every user text field the product shows on a page (from packages/contracts: profiles, classes,
 * forges, articles, messages, class requests, feedback), grouped by what one write changes, with
 * the pages that show it and the roles that see those pages. A round writes one value into each
 * field of a group (one PATCH/POST per field, so a refusal of one field does not hide the
 * others), then the browser opens each page as each viewer.
 */
export interface TextField {
  name: string;
  max: number;
  min: number;
  multiline: boolean;
}

export interface FieldGroup {
  name: string;
  fields: TextField[];
  /** Writes one value into one field; resolves with the HTTP status and body. */
  write(field: string, value: string): Promise<{ status: number; body: string }>;
  /** Each page that shows the group's text, with the roles that may open it. */
  pages: { url: string; viewers: HostileRole[] }[];
}

const field = (name: string, max: number, min = 0, multiline = false): TextField => ({ name, max, min, multiline });
const everyone: HostileRole[] = ["anonymous", "student", "instructor", "admin"];

export async function fieldGroups(w: HostileWorld): Promise<FieldGroup[]> {
  const { student, instructor, admin, anonymous } = w.clients;
  const status = async (p: Promise<{ status(): number; text(): Promise<string> }>) => {
    const res = await p;
    return { status: res.status(), body: await res.text() };
  };
  const cls = await ok<{ data: { slug: string } }>(
    await anonymous.json("GET", `/api/classes/${w.classId}`),
    "the class",
  );
  const request = await ok<{ data: { id: number } }>(
    await student.json("POST", "/api/class-requests", {
      title: "A hostile proof request",
      theme: "knife-making",
      description: "Please teach a weekend class on forging a small kitchen knife.",
      preferred_location: "Portland, Oregon",
      preferred_timeframe: "Weekends this spring",
      skill_level: "beginner",
    }),
    "a class request",
  );
  // A token sends one item (decision 510): every submission takes a fresh one.
  const token = formTokens(anonymous);
  return [
    {
      name: "profile",
      fields: [field("name", 100, 1), field("bio", 2000, 0, true), field("home_location", 120)],
      write: (f, v) => status(instructor.json("PATCH", "/api/user", { [f]: v })),
      pages: [
        { url: `/users/${w.instructorSlug}`, viewers: everyone },
        { url: classUrl(w.classId, cls.data.slug), viewers: everyone },
      ],
    },
    {
      name: "class",
      fields: [field("title", 120, 5), field("summary", 300, 0, true), field("description", 20_000, 0, true)],
      write: (f, v) => status(instructor.json("PATCH", `/api/classes/${w.classId}`, { [f]: v })),
      // The slug follows the title; the id alone redirects to the canonical address.
      pages: [
        { url: `/classes/${w.classId}`, viewers: everyone },
        { url: `/users/${w.instructorSlug}`, viewers: everyone },
      ],
    },
    {
      name: "forge",
      fields: [
        field("name", 120, 3),
        field("address", 300, 5, true),
        field("description", 5000, 0, true),
        field("accessibility_notes", 2000, 0, true),
      ],
      write: (f, v) => status(admin.json("PATCH", `/api/venues/${w.venueId}`, { [f]: v })),
      pages: [
        { url: `/classes/${w.classId}`, viewers: everyone },
        { url: `/dashboard/forges/${w.venueId}/edit`, viewers: ["admin"] },
      ],
    },
    {
      name: "article",
      fields: [field("title", 140, 5), field("summary", 400, 20, true), field("markdown", 60_000, 50, true)],
      write: (f, v) => status(admin.json("PATCH", `/api/admin/articles/${w.articleId}`, { [f]: v })),
      pages: [
        { url: `/articles/${w.articleSlug}`, viewers: everyone },
        { url: "/articles", viewers: everyone },
        { url: `/admin/articles/${w.articleId}`, viewers: ["admin"] },
      ],
    },
    {
      name: "message",
      fields: [field("body", 5000, 1, true)],
      write: (_f, v) => status(student.json("POST", `/api/conversations/${w.conversationId}/messages`, { body: v })),
      pages: [{ url: `/messages/${w.conversationId}`, viewers: ["student", "instructor"] }],
    },
    {
      name: "class request",
      fields: [
        field("title", 120, 5),
        field("description", 5000, 20, true),
        field("preferred_location", 120, 2),
        field("preferred_timeframe", 120, 2),
      ],
      write: (f, v) => status(student.json("PATCH", `/api/class-requests/${request.data.id}`, { [f]: v })),
      pages: [
        { url: "/profile/my-requests", viewers: ["student"] },
        { url: "/admin/class-requests", viewers: ["admin"] },
      ],
    },
    {
      name: "feedback",
      fields: [
        field("feature title", 120, 5),
        field("feature description", 5000, 10, true),
        field("contact name", 100, 1),
        field("contact message", 5000, 10, true),
      ],
      write: async (f, v) => {
        // One hostile field per submission, the others ordinary, so each field is judged on its own.
        if (f.startsWith("feature")) {
          const body = {
            title: f === "feature title" ? v : "A hostile proof idea",
            description: f === "feature description" ? v : "An idea written by the hostile proof.",
            form_token: await token(),
          };
          return status(anonymous.json("POST", "/api/feedback/feature-requests", body));
        }
        const body = {
          name: f === "contact name" ? v : "Hostile proof",
          email: "visitor@example.com",
          topic: "general",
          message: f === "contact message" ? v : "A contact message from the hostile proof.",
          form_token: await token(),
        };
        return status(anonymous.json("POST", "/api/feedback/contact", body));
      },
      pages: [{ url: "/admin/feedback", viewers: ["admin"] }],
    },
  ];
}
