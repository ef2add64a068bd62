/** The statistics service's own events: a heartbeat a minute, from which system uptime is measured. */
export const STATISTICS_EVENTS = {
  heartbeat: 'statistics.system.heartbeat',
} as const;

export interface HeartbeatData {
  /** Which running instance beat (replicas each beat; a minute with any beat counts as up). */
  instance: string;
}

/** One beat a minute: uptime is the share of minutes with a beat. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/**
 * Uptime is measured over the last 30 days, as service levels are: counted from the first beat
 * ever, every stop of a long-gone install weighed on it for good.
 */
export const UPTIME_WINDOW_DAYS = 30;
