import type { ScoringEvent, ScoringSummary } from '@cricket/contracts';
import { isApiError } from '@cricket/shell-sdk';

/** One tap of the scorer: an event to append, an undo of the last event, or a correction of the event at `seq`. */
export type ScoringOp = { kind: 'event'; event: ScoringEvent } | { kind: 'undo' } | { kind: 'correct'; seq: number; event: ScoringEvent };

export function applyOp(events: readonly ScoringEvent[], op: ScoringOp): ScoringEvent[] {
  if (op.kind === 'event') return [...events, op.event];
  if (op.kind === 'undo') return events.slice(0, -1);
  return events.map((event, seq) => (seq === op.seq ? op.event : event));
}

export interface ScoringQueueSnapshot {
  /** The match's events as the server's answers to this queue confirmed them; null before the first tap or after a refusal. */
  confirmed: readonly ScoringEvent[] | null;
  /** When the last answer arrived (ms): a state loaded before it does not include it. */
  confirmedAt: number;
  /** Taps not yet confirmed, oldest first; the first is the one being sent. */
  pending: readonly ScoringOp[];
  /** The network failed and the first tap waits to be sent again. */
  retrying: boolean;
  /** A tap was refused: the rest were dropped and the state is being loaded again. */
  reloading: boolean;
}

export interface ScoringQueueOptions {
  send: (op: ScoringOp, expectedSequence: number) => Promise<ScoringSummary>;
  /** Loads the server's state again; resolves with its events once it is in the cache. */
  reload: () => Promise<readonly ScoringEvent[]>;
  /** The server refused a tap (409 stale, 400 not allowed…); every later tap assumed it, so they are dropped. */
  onRefused: (error: unknown) => void;
  retryDelayMs?: number;
}

/** Gateway and network failures: the tap may or may not have arrived, so it is sent again with the same sequence. */
function transient(error: unknown): boolean {
  return !isApiError(error) || error.status === 502 || error.status === 503 || error.status === 504;
}

/** An event as stored, whatever the key order or the empty fields the server wrote. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([, field]) => field !== null && field !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)).map(([key, field]) => [key, canonical(field)]));
}

const sameEvents = (a: readonly ScoringEvent[], b: readonly ScoringEvent[]) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const IDLE: ScoringQueueSnapshot = { confirmed: null, confirmedAt: 0, pending: [], retrying: false, reloading: false };

/**
 * The events the next tap builds on: the loaded state's, unless taps are queued or the loaded
 * state is older than the last answer (its reload is on the way).
 */
export function baseEvents(snapshot: ScoringQueueSnapshot, loaded: readonly ScoringEvent[], loadedAt: number): readonly ScoringEvent[] {
  const { confirmed, confirmedAt, pending } = snapshot;
  return confirmed !== null && (pending.length > 0 || loadedAt < confirmedAt) ? confirmed : loaded;
}

/**
 * The scorer's taps, sent one at a time and in order. Each carries the expectedSequence that
 * follows the previous answer, so a tap is never applied twice: a resend of one that did arrive
 * answers 409 and nothing changes. A refused tap drops the rest and reloads the state.
 */
export class ScoringQueue {
  private snapshot: ScoringQueueSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private running = false;

  constructor(private readonly options: ScoringQueueOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ScoringQueueSnapshot => this.snapshot;

  /** Queues a tap; `loaded` are the events of the loaded state and `loadedAt` when it was loaded. */
  push(op: ScoringOp, loaded: readonly ScoringEvent[], loadedAt: number): void {
    if (this.snapshot.reloading) return;
    this.set({ confirmed: baseEvents(this.snapshot, loaded, loadedAt), pending: [...this.snapshot.pending, op] });
    void this.pump();
  }

  private set(change: Partial<ScoringQueueSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.snapshot.pending.length > 0) {
        if (!(await this.sendFirst())) return;
        // The confirmed events stay on screen until a state loaded after the last answer replaces them.
        if (this.snapshot.pending.length === 0) await this.options.reload();
      }
    } finally {
      this.running = false;
    }
  }

  /** Sends the first tap until it is answered; false when it was refused. */
  private async sendFirst(): Promise<boolean> {
    const [op] = this.snapshot.pending;
    const confirmed = this.snapshot.confirmed ?? [];
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.options.send(op, confirmed.length);
        this.set({ confirmed: applyOp(confirmed, op), confirmedAt: Date.now(), pending: this.snapshot.pending.slice(1), retrying: false });
        return true;
      } catch (error) {
        if (transient(error)) {
          this.set({ retrying: true });
          await new Promise((resolve) => setTimeout(resolve, Math.min(5000, (this.options.retryDelayMs ?? 1000) * 2 ** attempt)));
          continue;
        }
        // A resend refused as stale may be the tap itself, recorded before its answer was
        // lost: when the server holds exactly what it would have made, it counts as answered.
        this.set({ reloading: true });
        const server = await this.options.reload();
        if (attempt > 0 && isApiError(error) && error.status === 409 && sameEvents(server, applyOp(confirmed, op))) {
          this.set({ confirmed: server, confirmedAt: Date.now(), pending: this.snapshot.pending.slice(1), retrying: false, reloading: false });
          return true;
        }
        this.set(IDLE);
        this.options.onRefused(error);
        return false;
      }
    }
  }
}
