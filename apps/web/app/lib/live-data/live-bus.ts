/**
 * The browser's small live-data bus (issue 21 point 1): the realtime connection publishes the
 * topics an event touches; open pages listen. Pages also say which extra public channels they
 * need (a class page: its seat channel), and the connection follows that set.
 */
type TopicsListener = (topics: readonly string[]) => void;
type ChannelsListener = (channels: ReadonlySet<string>) => void;

const topicListeners = new Set<TopicsListener>();
const channelListeners = new Set<ChannelsListener>();
const wanted = new Map<string, number>();

export function publishLiveTopics(topics: readonly string[]): void {
  if (topics.length === 0) return;
  for (const listener of [...topicListeners]) listener(topics);
}

export function onLiveTopics(listener: TopicsListener): () => void {
  topicListeners.add(listener);
  return () => topicListeners.delete(listener);
}

const wantedSet = (): ReadonlySet<string> => new Set(wanted.keys());
const changed = () => {
  const now = wantedSet();
  for (const listener of [...channelListeners]) listener(now);
};

/** A page wants to hear `channel` while open; returns the release function (counted). */
export function wantChannel(channel: string): () => void {
  wanted.set(channel, (wanted.get(channel) ?? 0) + 1);
  if (wanted.get(channel) === 1) changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const n = (wanted.get(channel) ?? 1) - 1;
    if (n > 0) wanted.set(channel, n);
    else {
      wanted.delete(channel);
      changed();
    }
  };
}

/** The connection follows the wanted channels: called now with the current set, then on every change. */
export function onWantedChannels(listener: ChannelsListener): () => void {
  channelListeners.add(listener);
  listener(wantedSet());
  return () => channelListeners.delete(listener);
}
