// The authorisation matrix (issue 22, decision 405): every object route (a route with a path
// parameter) x method, and for each the outcome every principal must get, built from real objects.
// Cells follow `principals` in proof/lib/authz-world.ts:
//
//   anonymous  unverified  student  otherStudent  instructor  otherInstructor  host  otherHost  admin
//
// A cell is the exact status expected ("2xx" = any success). 401: signed out; 403: refused by role
// or policy; 404: the object is hidden from this person. A route with a path parameter that is
// neither here nor in `notObjectRoutes` fails the suite, so a new route must be added.
// `request` is called once per cell: rows of unsafe methods build fresh objects every time, so no
// cell sees another cell's change.
import type { World } from "./lib/authz-world.ts";

export interface CellRequest {
  url: string;
  body?: unknown;
  /** Send `world.png` as multipart/form-data in this field instead of a JSON body. */
  upload?: string;
  /** Text fields sent beside the upload (or alone, with `upload` naming a field left empty). */
  fields?: Record<string, string>;
  /** Send the multipart form without a file part (the bug report's screenshot is optional). */
  noFile?: boolean;
  /** Send the JSON body as a Pusher HTTP API request signed with the app secret (no session). */
  signed?: boolean;
  /** Send the body as JSON under this content type, without a session (a browser's CSP report). */
  contentType?: string;
}

export interface MatrixRow {
  route: string;
  cells: string;
  request: (w: World) => Promise<CellRequest>;
}

/** Routes with a parameter that are no object route of the session principals (and why). */
export const notObjectRoutes: Record<string, string> = {
  "POST /apps/:appId/events": "Pusher HTTP API: signed by the app secret, no session (realtime tests)",
  "POST /apps/:appId/batch_events": "Pusher HTTP API: signed by the app secret, no session (realtime tests)",
  "GET /api/locations/*": "public place tree, no owner",
  "GET /uploads/*": "public upload keys only (storage tests)",
  "GET /api/seat-releases/:token":
    "the HMAC-signed link is the key to one seat, for anyone holding it, like an emailed link (reminders.int.test.ts)",
  "POST /api/seat-releases/:token":
    "the HMAC-signed link is the key to one seat, for anyone holding it, like an emailed link (reminders.int.test.ts)",
  "GET /api/tickets/:code":
    "the random ticket code is the ticket, for anyone holding it, like a paper ticket (check-in.int.test.ts)",
  "GET /api/calendar/:file":
    "the HMAC-signed feed link is its owner's calendar, for the calendar app holding it (calendar-feed.int.test.ts)",
  "GET /api/classes/:id/reviews": "a class's published reviews, public (reviews.int.test.ts)",
  "GET /api/instructors/:slug/reviews": "an instructor's published reviews, public (reviews.int.test.ts)",
  "GET /api/venues/:id/reviews": "a forge's published reviews, public (reviews.int.test.ts)",
};

const decide = { status: "accepted" };

export const matrix: MatrixRow[] = [
  // notifications: S's own
  {
    route: "PATCH /api/notifications/:id/read",
    cells: "401 404 2xx 404 404 404 404 404 404",
    request: async (w) => ({ url: `/api/notifications/${await w.make.notification()}/read` }),
  },
  // role applications: admin decides
  {
    route: "POST /api/admin/user-approvals/:id/decision",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({
      url: `/api/admin/user-approvals/${await w.make.roleApplication()}/decision`,
      body: { status: "approved" },
    }),
  },
  // invitations: the token is the secret; accepting needs the invited address
  {
    route: "GET /api/instructor-invitations/:token",
    cells: "2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/instructor-invitations/${w.base.invitation}` }),
  },
  {
    route: "POST /api/instructor-invitations/:token/accept",
    cells: "401 403 403 403 403 403 403 403 403",
    request: async (w) => ({ url: `/api/instructor-invitations/${await w.make.invitation()}/accept` }),
  },
  // people
  {
    route: "GET /api/users/:slug",
    cells: "2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/users/${w.who.instructor.user?.slug}` }),
  },
  // class requests: S's, approved (public)
  {
    route: "GET /api/class-requests/:id",
    cells: "2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/class-requests/${w.base.classRequest}` }),
  },
  {
    route: "PATCH /api/class-requests/:id",
    // API.md: the requester only (in review, hidden from everyone else); the admin reviews instead.
    cells: "401 404 2xx 404 404 404 404 404 403",
    request: async (w) => ({
      url: `/api/class-requests/${await w.make.classRequest(true)}`,
      body: { preferred_timeframe: "Any weekend in May" },
    }),
  },
  {
    route: "PUT /api/class-requests/:id/vote",
    // Voting needs a verified email, as requesting does (decision 506); taking it back does not.
    cells: "401 403 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/class-requests/${await w.make.classRequest()}/vote` }),
  },
  {
    route: "DELETE /api/class-requests/:id/vote",
    cells: "401 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/class-requests/${await w.make.classRequest()}/vote` }),
  },
  {
    route: "POST /api/class-requests/:id/fulfil",
    cells: "401 403 403 403 2xx 403 403 403 2xx",
    request: async (w) => ({
      url: `/api/class-requests/${await w.make.classRequest()}/fulfil`,
      body: { class_id: w.base.klass.id },
    }),
  },
  {
    route: "POST /api/admin/class-requests/:id/review",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({
      url: `/api/admin/class-requests/${await w.make.classRequest(true)}/review`,
      body: { status: "approved" },
    }),
  },
  {
    route: "POST /api/admin/class-requests/:id/merge",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({
      url: `/api/admin/class-requests/${await w.make.classRequest()}/merge`,
      body: { into_id: w.base.classRequest },
    }),
  },
  // articles: public by slug, admin by id
  {
    route: "GET /api/articles/:slug",
    cells: "2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/articles/${w.base.article.slug}` }),
  },
  {
    route: "GET /api/admin/articles/:id",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({ url: `/api/admin/articles/${w.base.article.id}` }),
  },
  {
    route: "PATCH /api/admin/articles/:id",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({ url: `/api/admin/articles/${(await w.make.article()).id}`, body: { tags: ["steel"] } }),
  },
  {
    route: "DELETE /api/admin/articles/:id",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({ url: `/api/admin/articles/${(await w.make.article()).id}` }),
  },
  {
    route: "POST /api/admin/articles/:id/cover",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({ url: `/api/admin/articles/${(await w.make.article()).id}/cover`, upload: "cover" }),
  },
  // feedback: the admin inbox
  {
    route: "GET /api/admin/feedback/:id",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({ url: `/api/admin/feedback/${w.base.feedback}` }),
  },
  {
    route: "GET /api/admin/feedback/:id/screenshot",
    cells: "401 403 403 403 403 403 403 403 404",
    request: async (w) => ({ url: `/api/admin/feedback/${w.base.feedback}/screenshot` }),
  },
  {
    route: "PATCH /api/admin/feedback/:id",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({ url: `/api/admin/feedback/${await w.make.feedback()}`, body: { status: "triaged" } }),
  },
  {
    route: "POST /api/admin/feedback/:id/reply",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({
      url: `/api/admin/feedback/${await w.make.feedback()}/reply`,
      body: { message: "Thanks, noted." },
    }),
  },
  // classes: A's class at H's forge
  {
    route: "GET /api/classes/:id",
    cells: "2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/classes/${w.base.klass.id}` }),
  },
  {
    route: "GET /api/classes/:id/calendar.ics",
    cells: "2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/classes/${w.base.klass.id}/calendar.ics` }),
  },
  {
    route: "PATCH /api/classes/:id",
    cells: "401 403 403 403 2xx 403 2xx 403 2xx",
    request: async (w) => ({
      url: `/api/classes/${(await w.make.klass()).id}`,
      body: { summary: "Hot work, safely." },
    }),
  },
  {
    route: "POST /api/classes/:id/publish",
    // A draft is hidden from everyone but its managers; the unverified are stopped first (403).
    cells: "401 403 404 404 2xx 404 2xx 404 2xx",
    request: async (w) => ({ url: `/api/classes/${(await w.make.klass("draft")).id}/publish` }),
  },
  {
    route: "POST /api/classes/:id/cancel",
    cells: "401 403 403 403 2xx 403 2xx 403 2xx",
    request: async (w) => ({
      url: `/api/classes/${(await w.make.klass()).id}/cancel`,
      body: { reason: "The forge floods in spring." },
    }),
  },
  {
    route: "POST /api/classes/:id/images",
    cells: "401 403 403 403 2xx 403 2xx 403 2xx",
    request: async (w) => ({ url: `/api/classes/${(await w.make.klass()).id}/images`, upload: "cover" }),
  },
  // forges: H's
  {
    route: "GET /api/venues/:id",
    cells: "2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/venues/${w.forge}` }),
  },
  {
    route: "PATCH /api/venues/:id",
    cells: "401 403 403 403 403 403 2xx 403 2xx",
    request: async (w) => ({ url: `/api/venues/${w.forge}`, body: { address: "2 Forge Lane, Town" } }),
  },
  {
    route: "POST /api/venues/:id/photos",
    cells: "401 403 403 403 403 403 2xx 403 2xx",
    request: async (w) => ({ url: `/api/venues/${await w.make.forge()}/photos`, upload: "photo" }),
  },
  {
    route: "DELETE /api/venues/:id/photos/:key",
    cells: "401 403 403 403 403 403 2xx 403 2xx",
    request: async (w) => {
      const { venue, key } = await w.make.forgePhoto();
      return { url: `/api/venues/${venue}/photos/${encodeURIComponent(key)}` };
    },
  },
  // applications: S's to A's class
  {
    route: "POST /api/classes/:id/applications",
    // The class's own instructor cannot apply to it (409).
    cells: "401 403 2xx 2xx 409 2xx 2xx 2xx 2xx",
    request: async (w) => {
      const cls = await w.make.klass();
      return {
        url: `/api/classes/${cls.id}/applications`,
        body: {
          experience_level: "some",
          safety_version: cls.safetyVersion,
          safety_acknowledgements: cls.safetyRequirements,
          age_confirmed: true,
        },
      };
    },
  },
  {
    route: "POST /api/applications/:id/withdraw",
    cells: "401 404 2xx 404 404 404 404 404 404",
    request: async (w) => ({ url: `/api/applications/${(await w.make.application()).id}/withdraw` }),
  },
  {
    route: "POST /api/manage/applications/:id/decision",
    // Students fail the role check (403); other managers do not see the application (404).
    cells: "401 403 403 403 2xx 404 2xx 404 2xx",
    request: async (w) => ({
      url: `/api/manage/applications/${(await w.make.application()).id}/decision`,
      body: decide,
    }),
  },
  // messages: starting one (no path parameter, tabled for its unverified cell, decision 506): S,
  // S', A', H, H' and the admin may ask instructor A about A's class at H's forge; A cannot
  // message themself; an unverified account is stopped first
  {
    route: "POST /api/conversations",
    cells: "401 403 2xx 2xx 403 2xx 2xx 2xx 2xx",
    request: async (w) => ({
      url: "/api/conversations",
      body: {
        user_id: w.id("instructor"),
        class_id: (await w.make.klass()).id,
        body: "Is there a left-handed hammer?",
      },
    }),
  },
  // messages: S and A's conversation
  {
    route: "GET /api/conversations/:id/messages",
    cells: "401 404 2xx 404 2xx 404 404 404 404",
    request: async (w) => ({ url: `/api/conversations/${w.base.conversation.id}/messages` }),
  },
  {
    route: "POST /api/conversations/:id/messages",
    cells: "401 404 2xx 404 2xx 404 404 404 404",
    request: async (w) => ({
      url: `/api/conversations/${(await w.make.conversation()).id}/messages`,
      body: { body: "See you on Saturday." },
    }),
  },
  {
    route: "POST /api/conversations/:id/read",
    cells: "401 404 2xx 404 2xx 404 404 404 404",
    request: async (w) => ({ url: `/api/conversations/${(await w.make.conversation()).id}/read` }),
  },
  {
    route: "GET /api/conversations/:id/attachments/:file",
    // Its conversation's two people; admins only for a message a report covers (decision 503:
    // this one's conversation is not reported); 404 for anyone else.
    cells: "404 404 2xx 404 2xx 404 404 404 404",
    request: async (w) => ({ url: w.base.attachment }),
  },
  // blocks: anyone signed in blocks anyone else (A here); A blocking A is refused (422), asking or
  // unblocking oneself is harmless
  {
    route: "GET /api/users/:id/block",
    cells: "401 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/users/${w.id("instructor")}/block` }),
  },
  {
    route: "POST /api/users/:id/block",
    cells: "401 2xx 2xx 2xx 422 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/users/${w.id("instructor")}/block` }),
  },
  {
    route: "DELETE /api/users/:id/block",
    cells: "401 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx",
    request: async (w) => ({ url: `/api/users/${w.id("instructor")}/block` }),
  },
  // reports (decision 503): the two people of a conversation report it (S's conversation with A
  // here; no path parameter, tabled for who may); only the reporter reads their report (the
  // reported person, other people and admins get the 404); admins read the queue and decide
  {
    route: "POST /api/reports",
    cells: "401 404 2xx 404 2xx 404 404 404 404",
    request: async (w) => ({
      url: "/api/reports",
      body: { conversation_id: (await w.make.conversation()).id, reason: "The replies were rude and off topic." },
    }),
  },
  {
    route: "GET /api/reports/:id",
    cells: "401 404 2xx 404 404 404 404 404 404",
    request: async (w) => ({ url: `/api/reports/${await w.make.report()}` }),
  },
  {
    route: "GET /api/admin/reports",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async () => ({ url: "/api/admin/reports" }),
  },
  {
    route: "GET /api/admin/reports/:id",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({ url: `/api/admin/reports/${await w.make.report()}` }),
  },
  {
    route: "POST /api/admin/reports/:id/decision",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({
      url: `/api/admin/reports/${await w.make.report()}/decision`,
      body: { action: "dismiss" },
    }),
  },
  // check-in and attendance (issue 40 points 3-4): the class's managers (A, H, admins); another
  // instructor or host meets the 404 of a session that is not there
  {
    route: "GET /api/manage/check-in/:sessionId",
    cells: "401 403 403 403 2xx 404 2xx 404 2xx",
    request: async (w) => ({ url: `/api/manage/check-in/${(await w.make.seatSoon()).session.id}` }),
  },
  {
    route: "POST /api/manage/check-in/:sessionId",
    cells: "401 403 403 403 2xx 404 2xx 404 2xx",
    request: async (w) => {
      const seat = await w.make.seatSoon();
      return {
        url: `/api/manage/check-in/${seat.session.id}`,
        body: { application_id: seat.applicationId, scan_id: `proof-${seat.applicationId}-scan` },
      };
    },
  },
  {
    route: "PUT /api/manage/check-in/:sessionId/attendance/:applicationId",
    cells: "401 403 403 403 2xx 404 2xx 404 2xx",
    request: async (w) => {
      const seat = await w.make.seatPast();
      return {
        url: `/api/manage/check-in/${seat.session.id}/attendance/${seat.applicationId}`,
        body: { status: "no_show" },
      };
    },
  },
  // payments (issue 41): the class's managers record what S's seat paid at the forge
  {
    route: "POST /api/manage/applications/:id/payments",
    cells: "401 403 403 403 2xx 404 2xx 404 2xx",
    request: async (w) => ({
      url: `/api/manage/applications/${(await w.make.paidSeat()).applicationId}/payments`,
      body: { amount_cents: 8500, currency: "USD", method: "cash", paid_on: new Date().toISOString().slice(0, 10) },
    }),
  },
  // incidents (issue 40 point 6): the class's managers
  {
    route: "POST /api/manage/classes/:id/incidents",
    cells: "401 403 403 403 2xx 404 2xx 404 2xx",
    request: async (w) => {
      const seat = await w.make.seatPast();
      return {
        url: `/api/manage/classes/${seat.cls.id}/incidents`,
        body: {
          session_starts_at: seat.session.startsAt.toISOString(),
          kind: "burn",
          severity: "minor",
          what_happened: "A spark landed on a sleeve and left a small burn.",
          action_taken: "Cooled it under running water for ten minutes.",
        },
      };
    },
  },
  {
    route: "GET /api/manage/classes/:id/incidents",
    cells: "401 403 403 403 2xx 404 2xx 404 2xx",
    request: async (w) => ({ url: `/api/manage/classes/${(await w.make.seatPast()).cls.id}/incidents` }),
  },
  // reviews (issue 40 point 5): only S was there; the note and the reply are A's (a note an admin's too)
  {
    route: "POST /api/classes/:id/reviews",
    cells: "401 403 2xx 403 403 403 403 403 403",
    request: async (w) => ({
      url: `/api/classes/${(await w.make.seatPast(true)).cls.id}/reviews`,
      body: { rating: 5, text: "Clear and safe." },
    }),
  },
  {
    route: "POST /api/manage/classes/:id/feedback/:studentId",
    cells: "401 403 403 403 2xx 404 404 404 2xx",
    request: async (w) => ({
      url: `/api/manage/classes/${(await w.make.seatPast(true)).cls.id}/feedback/${w.id("student")}`,
      body: { text: "Steady hands; keep the hammer face flat." },
    }),
  },
  {
    route: "POST /api/reviews/:id/reply",
    cells: "401 403 403 403 2xx 404 404 404 404",
    request: async (w) => ({
      url: `/api/reviews/${await w.make.review()}/reply`,
      body: { text: "Thank you for coming." },
    }),
  },
  {
    route: "POST /api/admin/reviews/:id/hide",
    cells: "401 403 403 403 403 403 403 403 2xx",
    request: async (w) => ({
      url: `/api/admin/reviews/${await w.make.review()}/hide`,
      body: { reason: "Names another student." },
    }),
  },
];
