/**
 * CPU time of a local app, found by the port it listens on (Linux /proc). On a shared machine
 * latency mostly measures the neighbours; CPU time per request measures the app.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** The process listening on a TCP port, or null when it cannot be told (not Linux, not ours). */
export function pidListeningOn(port: number): number | null {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      // 0A: LISTEN.
      if (local?.endsWith(hexPort) && state === '0A') inodes.add(`socket:[${inode}]`);
    }
  }
  if (inodes.size === 0) return null;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // closed while we looked
      }
    }
  }
  return null;
}

/** User plus system CPU time of a process so far, in ms. */
export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces), from field 3: utime and stime are 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
