import { adminChannel } from "@guildforge/contracts";
import type { AuthUser } from "../platform/auth-context.ts";

/**
 * Who may listen on a private channel: a user on their own `private-user.{id}`, an admin on
 * `private-admin` (the class-request queue, issue 21). Public channels (`new-classes`,
 * `class.{id}`) need no authorisation at all.
 */
export function mayListen(user: Pick<AuthUser, "id" | "roles">, channelName: string): boolean {
  if (channelName === adminChannel) return user.roles.includes("admin");
  const own = /^private-user\.(\d{1,15})$/.exec(channelName);
  return own !== null && Number(own[1]) === user.id;
}
