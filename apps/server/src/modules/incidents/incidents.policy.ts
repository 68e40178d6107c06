import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

/** A class as the incident log looks at it. */
export interface IncidentClassSubject {
  /** One of the classes the user manages (`managedClassesOf`: its instructor, its forge's host, an admin). */
  managed: boolean;
  status: string;
}

const managers: Role[] = ["instructor", "host", "admin"];
const notFound = /*i18n*/ { id: "error.class_not_found", message: "Class not found." };

/**
 * The incident log's table (decision 210; issue 40 point 6): a class's managers record and read
 * its incidents, anyone else meets the 404 of a class that is not there (a class one does not
 * manage is not revealed); admins read every incident. A draft never took place.
 */
export const incidentRules = {
  record: rule<IncidentClassSubject>({
    who: managers,
    allow: (_u, c) => c.managed,
    hidden: () => true,
    notFound,
    conflict: (c) =>
      c.status === "draft"
        ? /*i18n*/ {
            id: "error.incident_draft",
            message: "This class is a draft: none of its sessions took place.",
          }
        : null,
  }),
  readClass: rule<IncidentClassSubject>({ who: managers, allow: (_u, c) => c.managed, hidden: () => true, notFound }),
  /** The classes one can record an incident against (one's own managed classes). */
  listClasses: rule({ who: managers }),
  adminList: rule({ who: ["admin"] as Role[] }),
};

export const incidentsPolicy = definePolicy(incidentRules);
/** What each route declares as its access (decision 202). */
export const incidentsAccess = accessOf(incidentRules);
