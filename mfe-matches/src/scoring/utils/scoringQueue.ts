import type { ScoringEvent, ScoringSummary } from '@cricket/contracts';
import { isApiError } from '@cricket/shell-sdk';

/** One tap of the scorer: an event to append, an undo of the last event, or a correction of the event at `seq`. */
export type ScoringOp = { kind: 'event'; event: ScoringEvent } | { kind: 'undo' } | { kind: 'correct'; seq: number; event: ScoringEvent };

export function applyOp(events: readonly ScoringEvent[], op: ScoringOp): ScoringEvent[] {
  if (op.kind === 'event') return [...events, op.event];
  if (op.kind === 'undo') return events.slice(0, -1);
  return events.map((event, seq) => (seq === op.seq ? op.event : event));
}

/** A stale refusal: another device (or scorer) recorded balls this queue did not see. */
export interface ScoringConflict {
  /** The server's events when it refused. */
  server: readonly ScoringEvent[];
}

export interface ScoringQueueSnapshot {
  /** The match's events as the server's answers to this queue confirmed them; null before the first tap or after a refusal. */
  confirmed: readonly ScoringEvent[] | null;
  /** When the last answer arrived (ms): a state loaded before it does not include it. */
  confirmedAt: number;
  /** Taps not yet confirmed, oldest first; the first is the one being sent. */
  pending: readonly ScoringOp[];
  /** The network failed and the first tap waits to be sent again (false again while it is being sent). */
  retrying: boolean;
  /** A tap was refused: the rest were dropped and the state is being loaded again. */
  reloading: boolean;
  /** The taps were refused as stale: they stay stored, unsent, until the scorer discards them. */
  conflict: ScoringConflict | null;
}

/** The taps as the device stores them. */
export interface StoredTaps {
  confirmed: readonly ScoringEvent[];
  pending: readonly ScoringOp[];
}

/** Where the queue keeps its taps, so a closed tab or a reload loses none. */
export interface ScoringQueueStore {
  load: () => Promise<StoredTaps | null>;
  /**
   * Keeps the taps before it returns (a page closed or reloaded next still has them), then
   * resolves once they are stored for good; with none pending the record goes.
   */
  save: (taps: StoredTaps) => Promise<void>;
}

export interface ScoringQueueOptions {
  send: (op: ScoringOp, expectedSequence: number) => Promise<ScoringSummary>;
  /** Loads the server's state again; resolves with its events once it is in the cache. */
  reload: () => Promise<readonly ScoringEvent[]>;
  /**
   * Drops loads of the state still under way: asked for before the server answered a tap, they
   * may not hold it, yet would land as newer than the answer (a socket's refetch does this).
   */
  dropLoads?: () => void;
  /** The server refused a tap (409 stale, 400 not allowed…); every later tap assumed it, so none is sent. */
  onRefused: (error: unknown) => void;
  store?: ScoringQueueStore;
  retryDelayMs?: number;
}

/** Gateway and network failures: the tap may or may not have arrived, so it is sent again with the same sequence. */
export function transient(error: unknown): boolean {
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

/** How many leading events both lists hold alike. */
function commonLength(a: readonly ScoringEvent[], b: readonly ScoringEvent[]): number {
  let common = 0;
  while (common < a.length && common < b.length && sameEvents([a[common]], [b[common]])) common += 1;
  return common;
}

/**
 * Where this device and the server part after a stale refusal: how many events both hold, the
 * server's events, and the events this device would make with its unsynced taps.
 */
export function divergence({ confirmed, pending, conflict }: ScoringQueueSnapshot) {
  if (!conflict) return null;
  const device = pending.reduce<readonly ScoringEvent[]>(applyOp, confirmed ?? []);
  return { common: commonLength(conflict.server, device), server: conflict.server, device };
}

/** Waits `ms`, or less when the browser says the network is back. */
function untilRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

const IDLE: ScoringQueueSnapshot = { confirmed: null, confirmedAt: 0, pending: [], retrying: false, reloading: false, conflict: null };

/**
 * The events the next tap builds on: the loaded state's, unless taps are queued or the loaded
 * state is not newer than the last answer (its reload is on the way). A state that lands within
 * the answer's millisecond may have been read before it: the confirmed events stand.
 */
export function baseEvents(snapshot: ScoringQueueSnapshot, loaded: readonly ScoringEvent[], loadedAt: number): readonly ScoringEvent[] {
  const { confirmed, confirmedAt, pending } = snapshot;
  return confirmed !== null && (pending.length > 0 || loadedAt <= confirmedAt) ? confirmed : loaded;
}

/**
 * The scorer's taps, sent one at a time and in order. Each carries the expectedSequence that
 * follows the previous answer, so a tap is never applied twice: a resend of one that did arrive
 * answers 409 and nothing changes. Every change of the taps is stored before it shows (`store`),
 * and `start` picks them up after a reload. A stale refusal keeps them for the scorer to see
 * (`conflict`); any other refusal drops them and reloads the state.
 */
export class ScoringQueue {
  private snapshot: ScoringQueueSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private running = false;
  /** Resolves once the taps a previous page stored are taken up (`restored`): taps pushed meanwhile wait for it. */
  private restoring: Promise<void> | null = null;
  private restored = false;
  /** Taps pushed before the restore finished: the next tap follows them. */
  private unshown: ScoringOp[] = [];
  private stopped = false;
  /** The first tap after a restore may have been recorded before the page went: its stale answer is checked like a resend's. */
  private maybeRecorded = false;

  constructor(private readonly options: ScoringQueueOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ScoringQueueSnapshot => this.snapshot;

  /** Taps queued but not on screen yet (the stored ones are still being read): a new tap is checked after them. */
  readonly unshownTaps = (): readonly ScoringOp[] => this.unshown;

  /**
   * Starts sending: the first time, takes up the taps a previous page stored. A queue stopped (its
   * console closed) sends nothing more, so the next console's queue is the only one sending them.
   */
  start(): void {
    this.stopped = false;
    const { store } = this.options;
    if (this.restoring || !store) {
      void this.pump();
      return;
    }
    this.restoring = store
      .load()
      .catch(() => null)
      .then((stored) => {
        this.restored = true;
        if (!stored?.pending.length) return;
        this.maybeRecorded = true;
        this.set({ confirmed: stored.confirmed, confirmedAt: 0, pending: stored.pending });
      });
    void this.restoring.then(() => this.pump());
  }

  stop(): void {
    this.stopped = true;
  }

  /** Queues a tap; `loaded` are the events of the loaded state and `loadedAt` when it was loaded. It shows once kept. */
  push(op: ScoringOp, loaded: readonly ScoringEvent[], loadedAt: number): void {
    if (this.snapshot.reloading || this.snapshot.conflict) return;
    // Accepted: should a refusal come meanwhile, it goes with the taps before it (dropped or kept).
    const queue = () => void this.update((current) => ({ confirmed: baseEvents(current, loaded, loadedAt), pending: [...current.pending, op] })).then(() => this.pump());
    if (!this.restoring || this.restored) {
      queue();
      return;
    }
    this.unshown.push(op);
    void this.restoring.then(() => {
      this.unshown.shift();
      queue();
    });
  }

  /** Drops this device's taps after a conflict: the stored ones go and the server's state is loaded. */
  async discard(): Promise<void> {
    await this.update(() => IDLE);
    await this.options.reload();
  }

  private set(change: Partial<ScoringQueueSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  /**
   * Keeps a change of the taps on the device, shows it at once, and resolves once it is stored
   * for good. A device that cannot store (private browsing, storage full) still scores while it
   * has a network, as before this queue stored anything.
   */
  private update(change: (current: ScoringQueueSnapshot) => Partial<ScoringQueueSnapshot>): Promise<void> {
    const next = change(this.snapshot);
    const { confirmed, pending } = { ...this.snapshot, ...next };
    const stored = this.options.store?.save({ confirmed: confirmed ?? [], pending }).catch(() => undefined) ?? Promise.resolve();
    this.set(next);
    return stored;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.snapshot.pending.length > 0 && !this.snapshot.conflict && !this.stopped) {
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
    const restoredFirst = this.maybeRecorded;
    this.maybeRecorded = false;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.options.send(op, confirmed.length);
        await this.confirm(applyOp(confirmed, op));
        return true;
      } catch (error) {
        if (transient(error)) {
          this.set({ retrying: true });
          await untilRetry(Math.min(5000, (this.options.retryDelayMs ?? 1000) * 2 ** attempt));
          if (this.stopped) return false;
          // Sending again: the banner says syncing until this attempt fails too.
          this.set({ retrying: false });
          continue;
        }
        if (isApiError(error) && error.status === 401) {
          // Signed out (the session expired): the taps stay stored and go once the scorer signs in again.
          this.set({ retrying: false });
          return false;
        }
        this.set({ reloading: true });
        const server = await this.options.reload();
        const stale = isApiError(error) && error.status === 409;
        // A resend refused as stale may be the tap itself, recorded before its answer was
        // lost: when the server holds exactly what it would have made, it counts as answered.
        if (stale && (attempt > 0 || restoredFirst) && sameEvents(server, applyOp(confirmed, op))) {
          await this.confirm(server);
          return true;
        }
        if (stale) {
          this.set({ reloading: false, retrying: false, conflict: { server } });
        } else {
          await this.update(() => IDLE);
        }
        this.options.onRefused(error);
        return false;
      }
    }
  }

  /**
   * The first tap was answered: the server now holds `confirmed`. Stored before the next tap goes,
   * so a reload never sends it again. A state loaded from here on was asked for after the answer.
   */
  private confirm(confirmed: readonly ScoringEvent[]): Promise<void> {
    this.options.dropLoads?.();
    return this.update((current) => ({ confirmed, confirmedAt: Date.now(), pending: current.pending.slice(1), retrying: false, reloading: false }));
  }
}
