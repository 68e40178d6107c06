import type { FastifyRequest } from "fastify";
import { readCookie } from "../sessions/cookies.ts";
import { isServerLanguage, pseudoLanguage, pseudoLanguageEnabled, type ServerLanguage } from "./server-i18n.ts";

/** The header a page's in-process API calls carry: the language the page is written in. */
export const pageLanguageHeader = "x-page-language";

/** The first language of an Accept-Language header that we write in ("de-AT,fr;q=0.5" -> de). */
export function languageOfAcceptLanguage(header: string | undefined): ServerLanguage | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((t) => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((t) => t.base).find(isServerLanguage) ?? null;
}

/**
 * The language an API answer's texts are written in (docs/topics/i18n.md): the page's language on a
 * page's in-process call, else the account's choice, the `lang` cookie, Accept-Language, English.
 */
export function requestLanguage(req: FastifyRequest, accountLanguage: string | null | undefined): ServerLanguage {
  const page = req.headers[pageLanguageHeader];
  if (isServerLanguage(page)) return page;
  if (isServerLanguage(accountLanguage)) return accountLanguage;
  const cookie = readCookie(req, "lang");
  if (isServerLanguage(cookie)) return cookie;
  const accept = req.headers["accept-language"];
  return languageOfAcceptLanguage(Array.isArray(accept) ? accept[0] : accept) ?? "en";
}

/**
 * The language a page reads the API's texts in (notifications): `requestLanguage`, or the
 * pseudo-locale when the page or the `lang` cookie asks for it on a server started with I18N_PSEUDO=1
 * (the untranslated-text walk). Never for what is sent (emails), which has no pseudo-locale.
 */
export function readingLanguage(
  req: FastifyRequest,
  accountLanguage: string | null | undefined,
): ServerLanguage | typeof pseudoLanguage {
  if (
    pseudoLanguageEnabled() &&
    (req.headers[pageLanguageHeader] === pseudoLanguage || readCookie(req, "lang") === pseudoLanguage)
  )
    return pseudoLanguage;
  return requestLanguage(req, accountLanguage);
}
