/** The message an app sends a launching parent over IPC once it holds its port. */
export interface PortAnnouncement {
  type: 'cricket:port';
  port: number;
}

export function isPortAnnouncement(message: unknown): message is PortAnnouncement {
  return typeof message === 'object' && message !== null && (message as PortAnnouncement).type === 'cricket:port' && Number.isInteger((message as PortAnnouncement).port);
}

/**
 * Tells a parent that spawned the app with an IPC channel (the launcher, the test harness) which
 * port it holds. Such a parent asks for port 0 instead of picking a free port itself: a port picked
 * and then bound later can be taken by another process in between, and the parent would then talk
 * to that process. Without a channel this does nothing.
 */
export function announcePort(port: number): void {
  const announcement: PortAnnouncement = { type: 'cricket:port', port };
  if (!process.send) return;
  process.send(announcement);
  // The channel has said all it has to say; it must not keep a stopping app's process alive.
  process.channel?.unref();
}
