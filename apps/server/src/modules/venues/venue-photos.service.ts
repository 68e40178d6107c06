import { venuePhotoMax } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, ValidationError, withValues } from "../../platform/errors.ts";
import { removeImageSet, storeImageSet } from "../../platform/images/image-set.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";
import { venuesPolicy } from "./venues.policy.ts";
import { venuesRepository as repo, type VenueRow } from "./venues.repository.ts";

const tooMany = () =>
  new ValidationError({
    photo: [
      withValues(
        /*i18n*/ {
          id: "error.forge_photos_full",
          message: "A forge shows at most {max} photos: delete one before adding another.",
        },
        { max: venuePhotoMax },
      ),
    ],
  });

/**
 * A forge's photos: the owner or an admin adds (at most venuePhotoMax, once per upload key) and
 * deletes. Each returns the forge's row; the routes present it.
 */
export function createVenuePhotosService(deps: { db: Db; storage: UploadStorage }) {
  const { db, storage } = deps;

  async function load(id: number): Promise<VenueRow> {
    const venue = await repo.byId(db, id);
    if (!venue) throw errors.notFound(/*i18n*/ { id: "error.forge_not_found", message: "Forge not found." });
    return venue;
  }

  return {
    /** 404 unknown forge, 403 not theirs: checked before the upload is read. */
    async assertEditable(user: AuthUser, id: number): Promise<VenueRow> {
      const venue = await load(id);
      venuesPolicy.authorize(user, "changePhotos", venue);
      return venue;
    },

    /**
     * Stores the photo and appends it in one conditional UPDATE (never past the limit). A photo
     * already added with this upload key (the same upload retried) is not added again: the forge
     * comes back with `created: false`.
     */
    async add(
      user: AuthUser,
      id: number,
      upload: { image: Buffer; alt: string; uploadKey: string | null },
    ): Promise<{ venue: VenueRow; created: boolean }> {
      const venue = await this.assertEditable(user, id);
      const { uploadKey } = upload;
      const already = async () => {
        const now = await repo.byId(db, venue.id);
        return now && uploadKey && now.photos?.some((p) => p.upload_key === uploadKey) ? now : null;
      };
      const repeated = await already();
      if (repeated) return { venue: repeated, created: false };
      if ((venue.photos?.length ?? 0) >= venuePhotoMax) throw tooMany();

      const stored = await storeImageSet(upload.image, {
        storage,
        folder: "venues",
        prefix: String(venue.id),
        alt: upload.alt || venue.name,
        field: "photo",
      });
      const photo = uploadKey ? { ...stored, upload_key: uploadKey } : stored;
      if (!(await repo.appendPhoto(db, venue.id, photo, venuePhotoMax))) {
        // Another upload got there first: the same one retried, or the last free place taken.
        await removeImageSet(storage, stored);
        const raced = await already();
        if (raced) return { venue: raced, created: false };
        throw tooMany();
      }
      return { venue: await load(venue.id), created: true };
    },

    /** Removes the photo with this key; its files go once the row no longer points at them. */
    async remove(user: AuthUser, id: number, key: string): Promise<VenueRow> {
      const venue = await this.assertEditable(user, id);
      const photo = venue.photos?.find((p) => p.key === key);
      if (!photo || !(await repo.removePhoto(db, venue.id, photo.key)))
        throw errors.notFound(/*i18n*/ { id: "error.photo_not_found", message: "Photo not found." });
      await removeImageSet(storage, photo);
      return load(venue.id);
    },
  };
}
