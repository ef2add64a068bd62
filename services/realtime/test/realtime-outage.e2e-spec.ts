import type { AuthContext } from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { createLogger, NatsEventBus } from '@cricket/service-kit';
import { authHeader, startTestNatsServer, startTestService, type TestNatsServer, type TestService } from '@cricket/service-kit/testing';
import { sampleService } from '../../../packages/service-kit/test/sample-app';
import { member, startRealtime, TestSocket, waitFor, type RunningRealtime } from './realtime-client';

const writer: AuthContext = {
  user: { id: 7, username: 'asha', name: 'Asha', email: 'asha@example.com', role: 'player' },
  workspace: { id: 3, name: 'Club', role: 'member' },
  permissions: [{ module: 'matches', canView: true, canCreate: true, canEdit: true, canDelete: false }],
};

describe('realtime across a NATS outage', () => {
  const logger = createLogger('realtime-outage-test', 'silent');
  let nats: TestNatsServer;
  let publisherBus: NatsEventBus;
  let realtimeBus: NatsEventBus;
  let publisher: TestService;
  let realtime: RunningRealtime;

  beforeAll(async () => {
    nats = await startTestNatsServer();
    publisherBus = await NatsEventBus.connect(nats.url, 'matches', logger);
    realtimeBus = await NatsEventBus.connect(nats.url, 'realtime', logger);
    publisher = await startTestService('matches', sampleService, { bus: publisherBus });
    realtime = await startRealtime(realtimeBus);
  }, 30_000);

  afterAll(async () => {
    await realtime?.close();
    await publisher?.close();
    await Promise.all([realtimeBus?.close(), publisherBus?.close()].map((p) => p?.catch(() => undefined)));
    await nats?.destroy();
  }, 30_000);

  it('delivers events written during the outage once NATS returns, each exactly once', async () => {
    const socket = await TestSocket.open(realtime.port, member(70, writer.workspace!.id));
    await socket.next('connection');
    const createNote = async (text: string) => {
      const res = await publisher.http().post('/notes').set(authHeader(writer)).send({ text });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const matchIdsOf = () => socket.ofType('MATCH_UPDATE').map((m) => (m.data as { matchId: number }).matchId);
    /** Of these notes, the ones whose event still waits in the publisher's outbox. */
    const unpublished = async (ids: number[]) => {
      const rows: { id: number }[] = await publisher.app
        .get(DataSource)
        .query("SELECT (envelope->'data'->>'matchId')::int AS id FROM outbox WHERE published_at IS NULL AND (envelope->'data'->>'matchId')::int = ANY($1) ORDER BY seq", [ids]);
      return rows.map((row) => row.id);
    };

    const before = await createNote('before the outage');
    await waitFor(() => matchIdsOf().includes(before), 10_000);

    await nats.stop();
    const during = [await createNote('during one'), await createNote('during two'), await createNote('during three')];
    // The publisher sees the broker gone and keeps the events in its outbox: nothing was published that could reach the socket.
    await publisher.http().get('/health/ready').expect(503);
    expect(await unpublished(during)).toEqual(during);
    expect(matchIdsOf()).toEqual([before]);

    await nats.start();
    const after = await createNote('after the outage');
    await waitFor(() => [...during, after].every((id) => matchIdsOf().includes(id)), 25_000);
    // The relay publishes in order: once a later note has arrived, no copy of an earlier one is still on its way.
    const last = await createNote('after everything');
    await waitFor(() => matchIdsOf().includes(last), 10_000);
    expect([...matchIdsOf()].sort((a, b) => a - b)).toEqual([before, ...during, after, last].sort((a, b) => a - b));
    socket.close();
  }, 60_000);
});
