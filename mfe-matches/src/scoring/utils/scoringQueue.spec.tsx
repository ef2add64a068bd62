import '@cricket/shell-sdk/testing';
import { clearDeviceStorage } from '../../test/deviceStorage';
import type { ScoringEvent, ScoringSummary } from '@cricket/contracts';
import { ApiError } from '@cricket/shell-sdk';
import { waitFor } from '@testing-library/react';
import { ball, openers } from '../../test/matchFixtures';
import { storedQueue } from './offlineMatchStore';
import { applyOp, divergence, ScoringQueue, type ScoringOp } from './scoringQueue';

const USER = 7;
const MATCH = 5;
const tap = (runs: number): ScoringOp => ({ kind: 'event', event: ball(runs) });

/**
 * The matches service as the queue sees it: the events, each change checked against the sequence
 * it expects. `hold` keeps the next answers waiting; `down` fails them as a lost network does.
 */
function fakeService(initial: ScoringEvent[]) {
  const server = { events: [...initial], down: false, hold: false, signedOut: false, sent: [] as { op: ScoringOp; expectedSequence: number }[] };
  const send = async (op: ScoringOp, expectedSequence: number): Promise<ScoringSummary> => {
    server.sent.push({ op, expectedSequence });
    if (server.down) throw new TypeError('Failed to fetch');
    if (server.signedOut) throw new ApiError(401, 'Unauthorized');
    if (expectedSequence !== server.events.length) throw new ApiError(409, `Expected ${expectedSequence}, the match is at ${server.events.length}`);
    server.events = applyOp(server.events, op);
    // Recorded; with `hold` the answer never arrives (the page goes first).
    if (server.hold) return new Promise<ScoringSummary>(() => undefined);
    return {} as ScoringSummary;
  };
  return { server, send, reload: async () => [...server.events] };
}

function newQueue(service: ReturnType<typeof fakeService>, onRefused = jest.fn()) {
  const queue = new ScoringQueue({ send: service.send, reload: service.reload, onRefused, store: storedQueue(USER, MATCH), retryDelayMs: 10 });
  queue.start();
  return queue;
}

const stored = () => storedQueue(USER, MATCH).load();
const idle = (queue: ScoringQueue) => waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(0));

afterEach(clearDeviceStorage);

describe('the durable scoring queue (issue 16)', () => {
  it('stores each tap before it shows, and sends the taps in order, each with the next expectedSequence', async () => {
    const service = fakeService([openers, ball(1)]);
    service.server.hold = true;
    const queue = newQueue(service);
    queue.push(tap(4), service.server.events, 1);
    // Not on screen until the taps a previous page stored are read: the new one follows them.
    expect(queue.getSnapshot().pending).toHaveLength(0);
    expect(queue.unshownTaps()).toEqual([tap(4)]);
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(1));
    expect(await stored()).toEqual({ confirmed: [openers, ball(1)], pending: [tap(4)] });
    await waitFor(() => expect(service.server.events).toHaveLength(3));

    // The next page of the scorer: the 4 was recorded, its answer lost; it counts once and the new taps follow it.
    service.server.hold = false;
    const second = newQueue(service);
    second.push(tap(0), service.server.events, 1);
    second.push(tap(2), service.server.events, 1);
    await waitFor(() => expect(service.server.events).toEqual([openers, ball(1), ball(4), ball(0), ball(2)]));
    await idle(second);
    expect(service.server.sent.map(({ op, expectedSequence }) => [op, expectedSequence])).toEqual([
      [tap(4), 2],
      [tap(4), 2],
      [tap(0), 3],
      [tap(2), 4],
    ]);
    expect(await stored()).toBeNull();
  });

  it('shows a tap in the moment it is tapped, already kept: a page gone before IndexedDB has it still restores it', async () => {
    const service = fakeService([openers]);
    service.server.down = true;
    const queue = newQueue(service);
    queue.push(tap(1), [openers], 1);
    await waitFor(() => expect(queue.getSnapshot().pending).toEqual([tap(1)]));

    queue.push(tap(6), [openers], 1);
    // On screen at once, and in the journal at once: the next page reads it before any write lands.
    expect(queue.getSnapshot().pending).toEqual([tap(1), tap(6)]);
    const nextPage = stored();
    queue.stop();
    expect(await nextPage).toEqual({ confirmed: [openers], pending: [tap(1), tap(6)] });

    service.server.down = false;
    const after = newQueue(service);
    await waitFor(() => expect(service.server.events).toEqual([openers, ball(1), ball(6)]));
    await idle(after);
    expect(await stored()).toBeNull();
  });

  it('keeps the taps when the session has expired, and sends them once the scorer has signed in again', async () => {
    const service = fakeService([openers]);
    service.server.signedOut = true;
    const onRefused = jest.fn();
    const queue = newQueue(service, onRefused);
    queue.push(tap(4), [openers], 1);
    queue.push(tap(1), [openers], 1);
    await waitFor(() => expect(service.server.sent.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queue.getSnapshot()).toMatchObject({ pending: [tap(4), tap(1)], reloading: false, conflict: null });
    expect((await stored())?.pending).toEqual([tap(4), tap(1)]);
    // Each new tap tries the first again (the scorer may have signed in elsewhere); nothing is dropped.
    expect(service.server.sent.map(({ op, expectedSequence }) => [op, expectedSequence])).toEqual(service.server.sent.map(() => [tap(4), 1]));
    expect(service.server.events).toEqual([openers]);
    // The shell answers a 401 with its sign-in: the console has nothing to refuse.
    expect(onRefused).not.toHaveBeenCalled();

    // Signed in again, the console opens afresh and its queue takes up the stored taps.
    service.server.signedOut = false;
    queue.stop();
    const after = newQueue(service);
    await waitFor(() => expect(service.server.events).toEqual([openers, ball(4), ball(1)]));
    await idle(after);
    expect(await stored()).toBeNull();
  });

  it('keeps taps refused as stale, stored and unsent, with what the server holds since the common base; discarding clears them', async () => {
    const service = fakeService([openers, ball(1)]);
    const loaded = [...service.server.events];
    // Another device of the scorer recorded a six meanwhile.
    service.server.events.push(ball(6, { boundary: 6 }));
    const onRefused = jest.fn();
    const queue = newQueue(service, onRefused);
    queue.push(tap(4), loaded, 1);
    queue.push(tap(1), loaded, 1);

    await waitFor(() => expect(queue.getSnapshot().conflict).not.toBeNull());
    expect(divergence(queue.getSnapshot())).toEqual({
      common: 2,
      server: [openers, ball(1), ball(6, { boundary: 6 })],
      device: [openers, ball(1), ball(4), ball(1)],
    });
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
    expect(queue.getSnapshot().pending).toEqual([tap(4), tap(1)]);
    expect((await stored())?.pending).toEqual([tap(4), tap(1)]);
    // Nothing more is sent or queued while the conflict waits.
    queue.push(tap(2), loaded, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(service.server.sent).toHaveLength(1);
    expect(queue.getSnapshot().pending).toHaveLength(2);

    await queue.discard();
    expect(queue.getSnapshot()).toMatchObject({ pending: [], conflict: null });
    expect(await stored()).toBeNull();
    expect(service.server.events).toHaveLength(3);
  });

  it('sends a tap again after a failed sync, with the same expectedSequence, and at once when the browser is back online', async () => {
    const service = fakeService([openers]);
    service.server.down = true;
    const queue = new ScoringQueue({ send: service.send, reload: service.reload, onRefused: jest.fn(), store: storedQueue(USER, MATCH), retryDelayMs: 60_000 });
    queue.push(tap(4), [openers], 1);
    await waitFor(() => expect(queue.getSnapshot().retrying).toBe(true));
    expect((await stored())?.pending).toEqual([tap(4)]);

    service.server.down = false;
    window.dispatchEvent(new Event('online'));
    await idle(queue);
    expect(service.server.sent).toEqual([
      { op: tap(4), expectedSequence: 1 },
      { op: tap(4), expectedSequence: 1 },
    ]);
    expect(service.server.events).toEqual([openers, ball(4)]);
    expect(queue.getSnapshot().retrying).toBe(false);
  });

  it('after a reload in the middle of a sync, a new queue restores the stored taps and finishes in order without doubling any', async () => {
    const service = fakeService([openers]);
    service.server.down = true;
    const before = newQueue(service);
    for (const runs of [1, 2, 3]) before.push(tap(runs), [openers], 1);
    await waitFor(() => expect(before.getSnapshot().pending).toHaveLength(3));
    // The network comes back: the first tap is recorded, but the page goes before its answer arrives.
    service.server.down = false;
    service.server.hold = true;
    await waitFor(() => expect(service.server.events).toHaveLength(2));
    expect((await stored())?.pending).toEqual([tap(1), tap(2), tap(3)]);

    service.server.hold = false;
    const after = newQueue(service);
    await waitFor(() => expect(service.server.events).toHaveLength(4));
    await idle(after);
    // The 1 is resent, found recorded, and counted once; the 2 and the 3 follow it.
    expect(service.server.events).toEqual([openers, ball(1), ball(2), ball(3)]);
    expect(service.server.sent.slice(-3)).toEqual([
      { op: tap(1), expectedSequence: 1 },
      { op: tap(2), expectedSequence: 2 },
      { op: tap(3), expectedSequence: 3 },
    ]);
    expect(after.getSnapshot().conflict).toBeNull();
    expect(await stored()).toBeNull();
  });
});
