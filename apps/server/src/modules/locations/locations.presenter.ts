import type { Location, LocationKind, LocationTreeNode } from "@guildforge/contracts";
import type { LocationRow } from "./locations.repository.ts";

export function presentLocation(l: LocationRow): Location {
  const parent = l.path.includes("/") ? l.path.slice(0, l.path.lastIndexOf("/")) : null;
  return {
    id: l.id,
    path: l.path,
    name: l.name,
    kind: l.kind as LocationKind,
    time_zone: l.time_zone,
    slug: l.slug,
    description: l.description,
    lat: l.lat == null ? null : Number(l.lat),
    lng: l.lng == null ? null : Number(l.lng),
    parent_path: parent,
    url: `/locations/${l.path}`,
    classes_url: `/classes/${l.path}`,
    upcoming_classes_count: l.upcoming_classes_count,
  };
}

/** Builds the tree from rows sorted by path (parents before children). */
export function buildTree(rows: LocationRow[]): LocationTreeNode[] {
  const byPath = new Map<string, LocationTreeNode>();
  const roots: LocationTreeNode[] = [];
  for (const r of rows) {
    const node: LocationTreeNode = { ...presentLocation(r), children: [] };
    byPath.set(r.path, node);
    const parent = node.parent_path ? byPath.get(node.parent_path) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
