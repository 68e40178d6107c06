import { describe, expect, it } from "vitest";
import { channelOfTopic, classIdOfTopic, liveTopics, topicsOfEvent } from "./live-topics";

describe("topicsOfEvent: what each live event changes (issue 21 point 1)", () => {
  it.each([
    ["application_status", { class_id: 4 }, ["my-applications", "class:4"]],
    ["waitlist_promoted", { class_id: 4 }, ["my-applications", "class:4"]],
    ["class_cancelled", {}, ["my-applications"]],
    ["application_received", { class_id: 8 }, ["manage-applications", "class:8"]],
    ["class_request_status", { class_id: 8 }, ["class-requests"]],
    ["message_received", {}, ["messages"]],
    ["role_application_status", {}, ["account"]],
    ["feedback_received", {}, ["admin-feedback"]],
  ])("notification.sent of type %s", (type, data, topics) => {
    expect(topicsOfEvent("notification.sent", { type, data })).toEqual(topics);
  });

  it("maps the other events, and ignores unknown events and malformed payloads", () => {
    expect(topicsOfEvent("class-request-status-changed", {})).toEqual([liveTopics.classRequests]);
    expect(topicsOfEvent("class.created", {})).toEqual([liveTopics.classes, liveTopics.classRequests]);
    expect(topicsOfEvent("class.seats-changed", { class_id: 12 })).toEqual(["class:12", "manage-applications"]);
    expect(topicsOfEvent("class.seats-changed", { class_id: "12" })).toEqual([]);
    expect(topicsOfEvent("message.sent", null)).toEqual(["messages"]);
    expect(topicsOfEvent("notification.sent", "nonsense")).toEqual([]);
    expect(topicsOfEvent("pusher:ping", {})).toEqual([]);
  });

  it("names the channel a topic needs: a class's seats, the admins' queue, new-classes for requests, none for the rest", () => {
    expect(channelOfTopic(liveTopics.classPage(42))).toBe("class.42");
    expect(channelOfTopic(liveTopics.adminQueue)).toBe("private-admin");
    expect(channelOfTopic(liveTopics.classRequests)).toBe("new-classes");
    expect(channelOfTopic(liveTopics.myApplications)).toBeNull();
    expect(topicsOfEvent("class-request.changed", { id: 1 })).toEqual(["class-requests", "admin-queue"]);
  });

  it("reads the class of a class-page topic", () => {
    expect(classIdOfTopic(liveTopics.classPage(42))).toBe(42);
    expect(classIdOfTopic("classes")).toBeNull();
  });
});
