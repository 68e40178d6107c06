/**
 * zod compiles object parsers with `new Function` after probing for it once; the page's CSP
 * (script-src with a nonce, no 'unsafe-eval') refuses the probe and Chrome reports a violation on
 * every page (Lighthouse Best Practices, decision 344). `z.config({ jitless: true })` turns that
 * off, but only for schemas built after it, and the route modules (with the contracts) evaluate
 * before entry.client: so this sets the global config zod adopts when it loads, without importing
 * zod, and root.tsx and entry.client.tsx import it first.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
