import { z } from "zod";
import { type ThemeSlug, themes } from "./theme-list.ts";

export const themeSlugSchema = z.enum(themes.map((t) => t.slug) as [ThemeSlug, ...ThemeSlug[]]);
