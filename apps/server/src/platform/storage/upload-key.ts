/**
 * Upload keys are `{folder}/{file}` ("venues/7-ab12cd-960.webp", "avatars/3-9f...e1.webp") and
 * are served at `/uploads/{key}` by every driver. The one strict pattern below is what stored
 * URLs, deletes and the S3 reader accept: lowercase letters, digits and hyphens, a `.webp` file
 * (or a `.png`: feedback screenshots, decision 311), no dots elsewhere, so a key can never climb out of the uploads folder or the bucket prefix.
 */
const keyPattern = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|png)$/;
const urlPrefix = "/uploads/";

export function isUploadKey(key: string): boolean {
  return keyPattern.test(key);
}

/**
 * Folders whose files only some people may see (decision 380): message attachments (the two
 * people of a conversation, admins handling a report about it) and bug-report screenshots
 * (admins). /uploads/* never serves them; authorised API routes of their features do.
 */
export const privateUploadFolders: readonly string[] = ["messages", "feedback"];

/** A stored key in a private folder. */
export function isPrivateUploadKey(key: string): boolean {
  return isUploadKey(key) && privateUploadFolders.includes(key.slice(0, key.indexOf("/")));
}

/** A stored key that /uploads/* may serve to anyone: an upload key outside the private folders. */
export function isPublicUploadKey(key: string): boolean {
  return isUploadKey(key) && !isPrivateUploadKey(key);
}

/** The URL of a stored key (/uploads/..., served only for public keys). */
export function uploadUrl(key: string): string {
  return `${urlPrefix}${key}`;
}

/** The key behind one of our own upload URLs, or null for anything else. */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(urlPrefix)) return null;
  const key = url.slice(urlPrefix.length);
  return isUploadKey(key) ? key : null;
}

/** Throws for a key outside the pattern (a programming error: callers build keys themselves). */
export function assertUploadKey(key: string): void {
  if (!isUploadKey(key)) throw new Error(`Not an upload key: ${JSON.stringify(key)}`);
}

/** The public URL of an optional stored key (a user's avatar path), or null when there is none. */
export function optionalUploadUrl(key: string | null | undefined): string | null {
  return key ? uploadUrl(key) : null;
}
