import { profileClassesMax, type UpdateAccountSettings, type UpdateProfile } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { errors } from "../../platform/errors.ts";
import { normaliseAvatar } from "./avatar-image.ts";
import type { avatarStorage } from "./avatar-storage.ts";
import { presentAccountSettings, presentOwnProfile, presentPublicProfile } from "./users.presenter.ts";
import { usersRepository as repo } from "./users.repository.ts";

export function createUsersService(deps: { db: Db; storage: ReturnType<typeof avatarStorage> }) {
  const { db, storage } = deps;
  return {
    async ownProfile(userId: number) {
      const row = await repo.findById(db, userId);
      if (!row) throw errors.unauthenticated();
      return presentOwnProfile(row);
    },

    async updateProfile(userId: number, input: UpdateProfile) {
      const row = await repo.updateProfile(db, userId, input);
      if (!row) throw errors.unauthenticated();
      return presentOwnProfile(row);
    },

    async updateSettings(userId: number, input: UpdateAccountSettings) {
      const row = await repo.updateLanguage(db, userId, input.language);
      if (!row) throw errors.unauthenticated();
      return presentAccountSettings(row);
    },

    async uploadAvatar(userId: number, upload: Buffer) {
      const webp = await normaliseAvatar(upload);
      const rel = await storage.save(userId, webp);
      const result = await repo.setAvatar(db, userId, rel);
      if (!result) {
        await storage.remove(rel);
        throw errors.unauthenticated();
      }
      await storage.remove(result.previous);
      return presentOwnProfile(result.user);
    },

    async publicProfile(slug: string) {
      const found = await repo.findPublicBySlug(db, slug);
      if (!found)
        throw errors.notFound(/*i18n*/ { id: "error.no_such_person", message: "No one here goes by that name." });
      const classes = await repo.profileClasses(db, found.user.id, profileClassesMax);
      return presentPublicProfile(found.user, found.themes, classes);
    },
  };
}
