import type { ChatMessage, Conversation } from "@guildforge/contracts";

/** A conversation between the viewer (id 1) and Anna (id 2) about a class; override what a test needs. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 10,
    other: { id: 2, name: "Anna Anvil", avatar_url: null, profile_url: "/users/anna-anvil" },
    class: { id: 42, title: "Intro to knife making", url: "/classes/42-intro-to-knife-making" },
    last_message: { excerpt: "See you Saturday", sender_id: 2, sent_at: "2026-11-20T10:00:00.000Z" },
    unread_count: 0,
    updated_at: "2026-11-20T10:00:00.000Z",
    blocked_by_me: false,
    can_send: true,
    ...overrides,
  };
}

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    conversation_id: 10,
    sender_id: 2,
    body: "Hello there",
    attachments: [],
    sent_at: "2026-11-20T10:00:00.000Z",
    read_at: null,
    via: "web",
    ...overrides,
  };
}
