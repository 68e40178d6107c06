/**
 * Response headers of every served upload, whichever driver stores it. File names are random per
 * upload, so a cached copy never goes stale: a week, immutable. The sandbox CSP and nosniff keep
 * an upload from ever acting as a page or script.
 */
export const uploadMaxAgeSeconds = 7 * 24 * 3600;

export const uploadCacheControl = `public, max-age=${uploadMaxAgeSeconds}, immutable`;

export const uploadSecurityHeaders = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
} as const;
