import { type HostileClient, type HostileRole, ok, openClient } from "./lib/hostile-client.ts";

/** The signed-in sessions and the seeded things the hostile proof writes into (demo seed). */
export interface HostileWorld {
  baseURL: string;
  clients: Record<Exclude<HostileRole, "host">, HostileClient>;
  classId: number;
  venueId: number;
  articleId: number;
  articleSlug: string;
  conversationId: number;
  instructorSlug: string;
}

type List = { data: Array<Record<string, unknown>> };
type One = { data: Record<string, unknown> };

export async function openWorld(baseURL: string): Promise<HostileWorld> {
  const roles: HostileRole[] = ["anonymous", "student", "instructor", "admin"];
  const clients = Object.fromEntries(
    await Promise.all(roles.map(async (r) => [r, await openClient(baseURL, r)] as const)),
  ) as HostileWorld["clients"];
  const { instructor, admin, student } = clients;
  const classes = await ok<List>(
    await instructor.json("GET", "/api/manage/classes?status=published"),
    "the instructor's classes",
  );
  const cls = classes.data[0];
  if (!cls) throw new Error("the demo instructor has no published class (is SEED=demo?)");
  // The forge of that class: its page shows the forge's text (an admin may edit any forge).
  const detail = await ok<One>(await instructor.json("GET", `/api/classes/${cls.id}`), "the class");
  const venue = detail.data.venue as Record<string, unknown> | null;
  if (!venue) throw new Error("the demo instructor's first class has no forge");
  const articles = await ok<List>(await admin.json("GET", "/api/admin/articles"), "the articles");
  const article = articles.data.find((a) => a.status === "published") ?? articles.data[0];
  if (!article) throw new Error("no demo article");
  const me = await ok<One>(await instructor.json("GET", "/api/user/profile"), "the instructor's profile");
  const conversation = await ok<One>(
    await student.json("POST", "/api/conversations", {
      user_id: me.data.id,
      body: "Hello, a question about the class.",
    }),
    "a new conversation",
  );
  return {
    baseURL,
    clients,
    classId: Number(cls.id),
    venueId: Number(venue.id),
    articleId: Number(article.id),
    articleSlug: String(article.slug),
    conversationId: Number(
      (conversation.data.conversation as Record<string, unknown> | undefined)?.id ?? conversation.data.id,
    ),
    instructorSlug: String(me.data.slug),
  };
}
