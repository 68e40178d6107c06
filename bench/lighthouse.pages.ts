// Which pages the lighthouse bench opens, found on the freshly seeded app: the public pages of
// docs/product.md#pages that a visitor lands on. BENCH_PAGES picks some by key (or any path).

export interface BenchPage {
  key: string;
  path: string | null; // null: not measurable (printed as n/a)
  note?: string;
}

export const pageKeys = [
  "home",
  "classes",
  "location",
  "class",
  "instructors",
  "learn",
  "articles",
  "place",
  "instructor",
  "article",
  "faq",
  "about",
] as const;
/** Without BENCH_PAGES: the three pages of issue 23's budget (`BENCH_PAGES=all` for every key). */
export const defaultPages = ["home", "classes", "class"] as const;

interface ClassItem {
  url: string;
}
interface LocationItem {
  url: string;
  classes_url: string;
  upcoming_classes_count: number;
}

async function json<T>(origin: string, p: string): Promise<T> {
  const r = await fetch(`${origin}${p}`);
  if (!r.ok) throw new Error(`GET ${p} answered ${r.status}`);
  return (await r.json()) as T;
}

/** The articles list counts once it is built: a 200 that is not the "being built" placeholder. */
async function articlesPath(origin: string): Promise<BenchPage> {
  const r = await fetch(`${origin}/articles`);
  const html = await r.text();
  if (r.status !== 200) return { key: "articles", path: null, note: `answers ${r.status}` };
  if (html.includes("On the anvil: being built")) return { key: "articles", path: null, note: "placeholder page" };
  return { key: "articles", path: "/articles" };
}

export async function resolvePages(origin: string, wanted: string[]): Promise<BenchPage[]> {
  const pages: BenchPage[] = [];
  for (const key of wanted) {
    if (key.startsWith("/")) pages.push({ key, path: key });
    else if (key === "home") pages.push({ key, path: "/" });
    else if (key === "classes") pages.push({ key, path: "/classes" });
    else if (key === "instructors") pages.push({ key, path: "/instructors" });
    else if (key === "learn") pages.push({ key, path: "/learn/knife-making" });
    else if (key === "class") {
      const { data } = await json<{ data: ClassItem[] }>(origin, "/api/classes?per_page=1");
      pages.push({ key, path: data[0]?.url ?? null, note: data[0] ? undefined : "no class seeded" });
    } else if (key === "location") {
      const { data } = await json<{ data: LocationItem[] }>(origin, "/api/locations");
      const busiest = [...data].sort((a, b) => b.upcoming_classes_count - a.upcoming_classes_count)[0];
      pages.push({ key, path: busiest?.classes_url ?? null, note: busiest ? undefined : "no location seeded" });
    } else if (key === "place") {
      // The place page (`/locations/{path}`) of the location with the most upcoming classes.
      const { data } = await json<{ data: LocationItem[] }>(origin, "/api/locations");
      const busiest = [...data].sort((a, b) => b.upcoming_classes_count - a.upcoming_classes_count)[0];
      pages.push({ key, path: busiest?.url ?? null, note: busiest ? undefined : "no location seeded" });
    } else if (key === "instructor") {
      const { data } = await json<{ data: { url: string }[] }>(origin, "/api/instructors?per_page=1");
      pages.push({ key, path: data[0]?.url ?? null, note: data[0] ? undefined : "no instructor seeded" });
    } else if (key === "article") {
      const { data } = await json<{ data: { slug: string }[] }>(origin, "/api/articles?per_page=1");
      const slug = data[0]?.slug;
      pages.push({ key, path: slug ? `/articles/${slug}` : null, note: slug ? undefined : "no article seeded" });
    } else if (key === "faq" || key === "about") pages.push({ key, path: `/${key}` });
    else if (key === "articles") pages.push(await articlesPath(origin));
    else throw new Error(`BENCH_PAGES: unknown page "${key}" (keys: ${pageKeys.join(", ")}, or a path like /faq)`);
  }
  return pages;
}

/** The class page's cover: the hero image the static floor page shows too. */
export async function heroImage(
  origin: string,
): Promise<{ url: string; srcset: string; width: number; height: number }> {
  const { data } = await json<{
    data: { cover: { url: string; srcset: string; width: number; height: number } | null }[];
  }>(origin, "/api/classes?per_page=1");
  const cover = data[0]?.cover;
  if (!cover) throw new Error("the first class has no cover image for the static floor page");
  return cover;
}
