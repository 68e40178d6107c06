import { adminChannel, classSeatsChannel, newClassesChannel } from "@guildforge/contracts/channels";

/**
 * What a live event changes, as "topics" a page can say it shows (issue 21 point 1). One table for
 * every page: the realtime connection turns each event into topics, and every open page whose
 * route declares one of them reloads its data (use-live-page.ts).
 */
export const liveTopics = {
  /** The student's own applications (/dashboard, /dashboard/my-applications, the apply panel). */
  myApplications: "my-applications",
  /** Applications to decide and the roster (/manage/applications, /manage/students). */
  manageApplications: "manage-applications",
  /** Class requests, the viewer's and the public list (/profile/my-requests, /class-requests, the admin queue). */
  classRequests: "class-requests",
  /** Published classes (/classes and the home page's lists). */
  classes: "classes",
  /** The viewer's conversations (/messages). */
  messages: "messages",
  /** The admins' class-request queue (/admin/class-requests): other people's new and changed requests. */
  adminQueue: "admin-queue",
  /**
   * The signed-in user's own account: their roles (header menu, dashboard access, the manage
   * pages) and their instructor/host applications (/become-instructor). The root declares it.
   */
  account: "account",
  /** The admins' feedback inbox (/admin/feedback). */
  adminFeedback: "admin-feedback",
  /** One class's page: its seat count and apply panel. */
  classPage: (classId: number) => `class:${classId}`,
} as const;

const recordOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" ? (v as Record<string, unknown>) : {};
const idOf = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);

/** Notification types and what they change (the payload's `data.class_id` names the class). */
const byNotificationType: Record<string, string[]> = {
  application_status: [liveTopics.myApplications],
  waitlist_promoted: [liveTopics.myApplications],
  class_cancelled: [liveTopics.myApplications],
  class_change: [liveTopics.myApplications],
  payment_received: [liveTopics.myApplications],
  application_received: [liveTopics.manageApplications],
  class_request_status: [liveTopics.classRequests],
  role_application_status: [liveTopics.account],
  feedback_received: [liveTopics.adminFeedback],
  message_received: [liveTopics.messages],
};

/** The topics one live event touches; [] for events no page shows. Payloads are read defensively. */
export function topicsOfEvent(event: string, payload: unknown): string[] {
  const p = recordOf(payload);
  switch (event) {
    case "notification.sent": {
      const data = recordOf(p.data);
      const classId = idOf(data.class_id);
      const topics = [...(byNotificationType[String(p.type)] ?? [])];
      if (classId !== null && topics.length > 0 && p.type !== "class_request_status") {
        topics.push(liveTopics.classPage(classId));
      }
      return topics;
    }
    case "class-request-status-changed":
      return [liveTopics.classRequests];
    case "class-request.changed":
      return [liveTopics.classRequests, liveTopics.adminQueue];
    case "class.created":
      // A fulfilled request's new class: the requests list shows it as fulfilled.
      return [liveTopics.classes, liveTopics.classRequests];
    case "class.seats-changed": {
      const classId = idOf(p.class_id);
      return classId === null ? [] : [liveTopics.classPage(classId), liveTopics.manageApplications];
    }
    case "message.sent":
    case "message.read":
      return [liveTopics.messages];
    default:
      return [];
  }
}

/**
 * The channel a topic needs beyond the user's own: a class page (and a manager's queue or roster)
 * listens to its class's public seat channel, the admin queue to the admins' private channel, a
 * class-request list to the public new-classes channel (a visitor too; decision 525). null for the others.
 */
export function channelOfTopic(topic: string): string | null {
  if (topic === liveTopics.adminQueue) return adminChannel;
  if (topic === liveTopics.classRequests) return newClassesChannel;
  const classId = classIdOfTopic(topic);
  return classId === null ? null : classSeatsChannel(classId);
}

/** The class a class-page topic names. */
export function classIdOfTopic(topic: string): number | null {
  const m = /^class:(\d{1,15})$/.exec(topic);
  return m ? Number(m[1]) : null;
}
