import type { AuthUser } from "../platform/auth-context.ts";

/**
 * Who may listen on a private channel. Today only one rule: a user's own `private-user.{id}`.
 * Public channels (e.g. `new-classes`) need no authorisation at all.
 */
export function mayListen(user: Pick<AuthUser, "id">, channelName: string): boolean {
  const own = /^private-user\.(\d{1,15})$/.exec(channelName);
  return own !== null && Number(own[1]) === user.id;
}
