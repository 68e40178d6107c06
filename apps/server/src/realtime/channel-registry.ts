import type { Connection } from "./connection.ts";

/** Which local connections listen on which channel. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Set<Connection>>();

  add(channel: string, connection: Connection) {
    let members = this.channels.get(channel);
    if (!members) {
      members = new Set();
      this.channels.set(channel, members);
    }
    members.add(connection);
    connection.channels.add(channel);
  }

  remove(channel: string, connection: Connection) {
    connection.channels.delete(channel);
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(connection);
    if (members.size === 0) this.channels.delete(channel);
  }

  removeAll(connection: Connection) {
    for (const channel of [...connection.channels]) this.remove(channel, connection);
  }

  members(channel: string): ReadonlySet<Connection> {
    return this.channels.get(channel) ?? new Set();
  }

  get channelCount(): number {
    return this.channels.size;
  }
}
