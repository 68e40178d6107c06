/**
 * Response headers of every served upload, whichever driver stores it. File names are random per
 * upload, so a cached copy never goes stale: a year, immutable, like the hashed build assets
 * (decision 343: Lighthouse's uses-long-cache-ttl flagged a week). The sandbox CSP and nosniff
 * keep an upload from ever acting as a page or script.
 */
export const uploadMaxAgeSeconds = 365 * 24 * 3600;

export const uploadCacheControl = `public, max-age=${uploadMaxAgeSeconds}, immutable`;

export const uploadSecurityHeaders = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
} as const;

/**
 * Cache-Control of a private file served by an authorised route (decision 380): only the
 * browser of the person who may see it keeps a copy, a week (names are random per upload, so a
 * copy never goes stale; the ETag revalidates after), never a shared cache.
 */
export const privateUploadMaxAgeSeconds = 7 * 24 * 3600;

export const privateUploadCacheControl = `private, max-age=${privateUploadMaxAgeSeconds}`;
