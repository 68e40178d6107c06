// Valid bodies of the writes without a path parameter, for the mass-assignment probes (issue 22);
// the object routes' writes take theirs from proof/authz.matrix.ts. Each is sent by `principal`.

import type { LightMyRequestResponse } from "fastify";
import type { CellRequest } from "./authz.matrix.ts";
import type { Actor, Principal, World } from "./lib/authz-world.ts";

export interface WriteCase {
  route: string;
  principal: Principal;
  request: (w: World, who?: Actor) => Promise<CellRequest>;
  /** A fresh person for each request instead of the principal (signing in or out changes a session). */
  actor?: (w: World) => Promise<Actor>;
  /** A further check of the probe's answer (the probe acted on the actor's own account). */
  check?: (w: World, who: Actor, res: LightMyRequestResponse, req: CellRequest) => Promise<string | undefined>;
}

let n = 0;
const day = 86_400_000;

export const writes: WriteCase[] = [
  {
    route: "POST /api/classes",
    principal: "instructor",
    request: async (w) => {
      const starts = new Date(Date.now() + 10 * day);
      return {
        url: "/api/classes",
        body: {
          title: `Forge a hook ${++n}`,
          summary: "Hands-on forging.",
          theme: "knife-making",
          skill_level: "beginner",
          sessions: [
            { starts_at: starts.toISOString(), ends_at: new Date(starts.getTime() + 3 * 3_600_000).toISOString() },
          ],
          capacity: 6,
          price_cents: 5000,
          currency: "USD",
          venue_id: w.forge,
        },
      };
    },
  },
  {
    route: "POST /api/class-requests",
    principal: "student",
    request: async () => ({
      url: "/api/class-requests",
      body: {
        title: `Damascus basics ${++n}`,
        theme: "knife-making",
        description: "A weekend making a small pattern-welded blade from start to finish.",
        preferred_location: "Portland, Oregon",
        preferred_timeframe: "Weekends in spring",
        skill_level: "intermediate",
      },
    }),
  },
  {
    route: "POST /api/conversations",
    principal: "student",
    request: async (w) => ({
      url: "/api/conversations",
      body: { user_id: w.id("instructor"), class_id: (await w.make.klass()).id, body: `Hello ${++n}` },
    }),
  },
  {
    route: "POST /api/reports",
    principal: "student",
    request: async (w) => ({
      url: "/api/reports",
      body: { conversation_id: (await w.make.conversation()).id, reason: "The replies were rude and off topic." },
    }),
  },
  {
    route: "PATCH /api/user",
    principal: "otherStudent",
    request: async () => ({ url: "/api/user", body: { bio: `Learning to forge ${++n}.` } }),
  },
  {
    route: "POST /api/admin/articles",
    principal: "admin",
    request: async () => ({
      url: "/api/admin/articles",
      body: {
        title: `Quenching oils ${++n}`,
        summary: "Which oils to quench carbon steel in, and which to avoid at all costs.",
        markdown: "## Quench\n\nCanola works for simple carbon steels; motor oil never does, whatever you read.",
        tags: ["knives"],
        theme: "knife-making",
        status: "draft",
      },
    }),
  },
  {
    route: "POST /api/manage/applications/decisions",
    principal: "instructor",
    request: async (w) => ({
      url: "/api/manage/applications/decisions",
      body: { ids: [(await w.make.application()).id], status: "accepted" },
    }),
  },
  {
    route: "PATCH /api/user/settings",
    principal: "student",
    request: async () => ({ url: "/api/user/settings", body: { language: "de" } }),
  },
  {
    route: "PUT /api/user/notification-preferences",
    principal: "student",
    request: async () => ({ url: "/api/user/notification-preferences", body: { message_received: { email: false } } }),
  },
  {
    route: "POST /api/venues",
    principal: "otherHost",
    request: async (w) => ({
      url: "/api/venues",
      body: { name: `Anvil Yard ${++n}`, address: "1 Forge Lane, Town", location_path: w.place, lat: 51.5, lng: -0.1 },
    }),
  },
  {
    route: "POST /api/instructor-invitations",
    principal: "host",
    request: async (w) => ({
      url: "/api/instructor-invitations",
      body: { email: `new-${++n}@example.test`, venue_id: w.forge },
    }),
  },
];
