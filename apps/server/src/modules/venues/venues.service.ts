import type { CreateVenue, UpdateVenue } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { oncePerKey } from "../../db/once-per-key.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, ValidationError } from "../../platform/errors.ts";
import { keysetCursor, type ListPage, pageOf } from "../../platform/pagination.ts";
import { firstFreeSlug, slugify } from "../../platform/slug.ts";
import { forgeFilters, venuesPolicy as policy } from "./venues.policy.ts";
import { venuesRepository as repo, type VenueRow, type VenueValues } from "./venues.repository.ts";

/**
 * Forges: listing, reading, creating (idempotent under retries) and editing, policy first. Every
 * method returns venue rows; the presenter shapes them for the viewer.
 */
export function createVenuesService(db: Db) {
  /** "Ember & Anvil Works" -> "ember-anvil-works", then -2, -3... while taken. */
  const freeSlug = (name: string) =>
    firstFreeSlug(slugify(name, { maxLength: 60, fallback: "forge" }), (slug) => repo.slugTaken(db, slug));

  async function locationId(path: string | undefined): Promise<number | undefined> {
    if (path === undefined) return undefined;
    const id = await repo.locationIdByPath(db, path);
    if (!id)
      throw new ValidationError({
        location_path: [
          /*i18n*/ { id: "error.location_unknown", message: "Choose a known location such as us/oregon/portland." },
        ],
      });
    return id;
  }

  async function load(id: number): Promise<VenueRow> {
    const v = await repo.byId(db, id);
    if (!v) throw errors.notFound(/*i18n*/ { id: "error.forge_not_found", message: "Forge not found." });
    return v;
  }

  async function insert(user: AuthUser, body: CreateVenue, key: string | null): Promise<number> {
    const values = {
      name: body.name,
      slug: await freeSlug(body.name),
      address: body.address,
      description: body.description,
      lat: body.lat,
      lng: body.lng,
      equipment: body.equipment,
      safety_gear: body.safety_gear,
      accessibility_notes: body.accessibility_notes,
      location_id: (await locationId(body.location_path)) as number,
    };
    return repo.insert(db, user.id, values, key);
  }

  return {
    async list(
      user: AuthUser | null,
      q: { location?: string; mine?: boolean; teaching?: boolean; afterId?: number; limit: number },
    ): Promise<ListPage<VenueRow>> {
      const mine = q.mine === true;
      const teaching = q.teaching === true;
      const related = mine || teaching ? forgeFilters(policy.authorize(user, "listMine"), { mine, teaching }) : {};
      const { rows, total } = await repo.list(db, {
        location: q.location,
        ...related,
        afterId: q.afterId,
        limit: q.limit,
      });
      const page = pageOf(rows, q.limit, (last) => keysetCursor.encode({ sort: "id", value: null, id: last.id }));
      return { ...page, total };
    },

    get: (id: number): Promise<VenueRow> => load(id),

    /** Creates a forge owned by `user`; a retry with the same Idempotency-Key returns the first one. */
    async create(user: AuthUser, body: CreateVenue, key: string | null): Promise<VenueRow> {
      const id = await oncePerKey(
        key,
        (k) => repo.idByIdempotencyKey(db, user.id, k),
        () => insert(user, body, key),
      );
      return load(id);
    },

    async update(user: AuthUser, id: number, body: UpdateVenue): Promise<VenueRow> {
      const existing = await load(id);
      policy.authorize(user, "edit", existing);
      const { location_path, ...rest } = body;
      const values: VenueValues = { ...rest, location_id: await locationId(location_path) };
      if (rest.name && rest.name !== existing.name) values.slug = await freeSlug(rest.name);
      await repo.update(db, existing.id, values);
      return load(existing.id);
    },
  };
}

export type VenuesService = ReturnType<typeof createVenuesService>;
