import type { AuthContext, EventEnvelope } from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { createLogger, InProcessEventBus, type EventBus } from '../src';
import { OutboxRelay } from '../src/events/outbox-relay';
import { authHeader, startTestService, type TestService } from '../src/testing';
import { sampleService } from './sample-app';

const member: AuthContext = {
  user: { id: 7, username: 'asha', name: 'Asha', email: 'asha@example.com', role: 'player' },
  workspace: { id: 3, name: 'Club', role: 'member' },
  permissions: [{ module: 'matches', canView: true, canCreate: true, canEdit: true, canDelete: false }],
};

/** A bus that holds the first batch it is given until released, and tells each batch's ids. */
function gatedBus(base: EventBus) {
  const batches: string[][] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bus: EventBus = {
    ...base,
    publishBatch: async (events: EventEnvelope[]) => {
      batches.push(events.map((event) => event.id));
      if (batches.length === 1) await released;
    },
  };
  return { bus, batches, release };
}

/**
 * Lets real I/O (PostgreSQL's answers) run until `done`, for at most a few seconds of wall time,
 * running the timers that are due now: the faked clock never moves, so the poll never comes.
 */
async function dueNowUntil(done: () => boolean): Promise<void> {
  const until = Date.now() + 3000;
  while (!done() && Date.now() < until) {
    jest.advanceTimersByTime(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('outbox relay: a commit during a pass', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('matches', sampleService);
    // The app's own relay stands down so the one under test is the only publisher.
    await service.app.get(OutboxRelay).onApplicationShutdown();
  });
  afterAll(() => service.close());
  afterEach(() => jest.useRealTimers());

  it('goes out as soon as the pass ends, not on the next poll', async () => {
    const gated = gatedBus(new InProcessEventBus(createLogger('bus', 'silent')));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
    const relay = new OutboxRelay(service.app.get(DataSource), gated.bus, createLogger('relay', 'silent'));
    const note = (text: string) => service.http().post('/notes').set(authHeader(member)).send({ text }).expect(201);

    await note('first');
    relay.onApplicationBootstrap();
    await dueNowUntil(() => gated.batches.length === 1);

    // Committed while the first batch is being published: the pass already read its rows.
    await note('second');
    relay.kick();
    gated.release();
    await dueNowUntil(() => gated.batches.length === 2);
    expect(gated.batches).toHaveLength(2);
    expect(gated.batches.flat()).toHaveLength(2);

    await relay.onApplicationShutdown();
  });
});
