/**
 * The event x page table (issue 37 point 5, decision 525): for every live event type, the pages
 * that show its object and how each one refreshes. Plain data, read by live-pages.test.ts (every
 * event type of the contracts has a row; every path is a route; every loader page declares a
 * topic the event touches, every store page's store binds the event) and walked in the browser by
 * e2e/live-walk.spec.ts.
 *
 * An event type is `"{channel pattern} {event}"` (contracts `liveChannelEvents`), except
 * `notification.sent`, which is one type per notification `type` (`"notification.sent {type}"`).
 * `loader` pages reload their loaders (the route's `handle.live` topics, use-live-page.ts; the
 * root declares `account`, so every page reloads the viewer's roles); `store` pages are drawn from
 * a client store its own live binding updates (the bell and /notifications; /messages).
 */
export interface LivePages {
  /** Paths of the route config whose loaders run again. */
  loader: readonly string[];
  /** Paths drawn from a client store, and the store's name. */
  store?: ReadonlyArray<{ path: string; store: "notifications" | "messages" }>;
}

/** Every notification is the bell's and /notifications' (the notification store). */
const bell = [{ path: "/notifications", store: "notifications" as const }];

/** A student's application or class: their dashboard, their list, the class page. */
const studentsClass: LivePages = {
  loader: ["/dashboard", "/dashboard/my-applications", "/classes/*"],
  store: bell,
};

/** A class request: its owner's list, the public list, the dashboard, the admins' queue. */
const classRequestPages = ["/profile/my-requests", "/class-requests", "/dashboard", "/admin/class-requests"];

export const liveEventPages: Record<string, LivePages> = {
  "new-classes class.created": { loader: ["/", "/classes", "/classes/*", "/class-requests"] },
  "new-classes class-request.changed": { loader: classRequestPages },
  "class.{id} class.seats-changed": { loader: ["/classes/*", "/manage/applications", "/manage/students"] },
  /** Only the queue joins the admins' channel; the public list hears the public changes on new-classes. */
  "private-admin class-request.changed": { loader: ["/admin/class-requests"] },
  "private-user.{id} class-request-status-changed": { loader: classRequestPages },
  "private-user.{id} message.sent": { loader: [], store: [{ path: "/messages/:conversationId?", store: "messages" }] },
  "private-user.{id} message.read": { loader: [], store: [{ path: "/messages/:conversationId?", store: "messages" }] },
  "notification.sent application_status": studentsClass,
  "notification.sent waitlist_promoted": studentsClass,
  "notification.sent class_cancelled": studentsClass,
  "notification.sent class_change": studentsClass,
  "notification.sent payment_received": studentsClass,
  "notification.sent application_received": {
    loader: ["/dashboard", "/manage/applications", "/manage/students", "/classes/*"],
    store: bell,
  },
  "notification.sent class_request_status": { loader: classRequestPages, store: bell },
  "notification.sent role_application_status": {
    loader: ["/become-instructor", "/dashboard", "/profile"],
    store: bell,
  },
  /** The message itself reaches /messages as message.sent; this is the bell's notice of it. */
  "notification.sent message_received": { loader: [], store: bell },
  "notification.sent feedback_received": { loader: ["/admin/feedback"], store: bell },
  /** Reminders change no page's data: the bell and the toast show them. */
  "notification.sent session_reminder_48h": { loader: [], store: bell },
  "notification.sent session_reminder_3h": { loader: [], store: bell },
  "notification.sent teaching_reminder_24h": { loader: [], store: bell },
};
