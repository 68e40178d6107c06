import { classGalleryMax } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { ValidationError, withValues } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { removeImageSet, storeImageSet } from "../../platform/images/image-set.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";
import type { ClassesService } from "./classes.service.ts";
import { classesWriteRepository as write } from "./classes-write.repository.ts";

export interface ClassImagesDeps {
  db: Db;
  events: EventDispatcher;
  storage: UploadStorage;
  classes: ClassesService;
}

const galleryFull = () =>
  new ValidationError({
    gallery: [
      withValues(
        /*i18n*/ { id: "error.gallery_full", message: "A gallery holds at most {max} images." },
        { max: classGalleryMax },
      ),
    ],
  });

/** A class's cover and gallery images: who may upload, the gallery limit, and which files go when. */
export function createClassImagesService(deps: ClassImagesDeps) {
  const { storage } = deps;
  return {
    /**
     * Stores an uploaded cover (replacing the old one, whose files are then deleted) or a gallery
     * image (at most classGalleryMax, also when uploads race: the append is one conditional UPDATE).
     */
    async upload(user: AuthUser, id: number, field: "cover" | "gallery", bytes: Buffer): Promise<void> {
      await deps.classes.assertManage(user, id);
      const before = await deps.classes.detail(id, user);
      if (field === "gallery" && before.gallery.length >= classGalleryMax) throw galleryFull();
      const image = await storeImageSet(bytes, {
        storage,
        folder: "classes",
        prefix: String(id),
        alt: before.title,
        field,
      });
      if (field === "cover") {
        const replaced = await deps.events.transaction((tx) => write.setCover(tx, id, image));
        // The old cover's files go once the row no longer points at them.
        if (replaced) await removeImageSet(storage, replaced);
        return;
      }
      const appended = await deps.events.transaction((tx) => write.appendGallery(tx, id, image, classGalleryMax));
      if (!appended) {
        await removeImageSet(storage, image);
        throw galleryFull();
      }
    },
  };
}

export type ClassImagesService = ReturnType<typeof createClassImagesService>;
