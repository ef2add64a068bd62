import { DIARY_MESSAGES, TRAINING_EVENTS, type DiaryDeletedData, type DiaryEntryResponse, type DiarySavedData, type DiarySummary } from '@cricket/contracts';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { trainingService } from '../src/service';
import { colleague, member, outboxEvents, type Member } from './factories';

const entry = {
  mood: 4,
  trainingHours: 2.5,
  activities: ['Throwdowns', 'Fielding drills'],
  notes: 'Worked on the pull shot',
  batting: { ballsFaced: 40, runs: 52, fours: 6, sixes: 1, shotExecution: 7 },
  bowling: { overs: 3.2, wickets: 2, runsConceded: 20, lineLengthConsistency: 6 },
  fielding: { catches: 1, runOuts: 0, fieldingActions: 8, effort: 9 },
  awards: { manOfMatch: true },
};

describe('daily diary', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('training', trainingService);
  });
  afterAll(() => service.close());

  const save = (person: Member, date: string, body: Record<string, unknown> = entry) => service.http().put(`/api/diary/entries/${date}`).set(person.headers).send(body);

  it('saves an entry for a date with derived strike rate, boundary percentage and economy, and reports its figures', async () => {
    const player = member('member');
    const res = await save(player, '2026-11-20');
    expect(res.status).toBe(200);
    const saved = res.body as DiaryEntryResponse;
    expect(saved).toMatchObject({
      date: '2026-11-20',
      mood: 4,
      trainingHours: 2.5,
      activities: ['Throwdowns', 'Fielding drills'],
      notes: 'Worked on the pull shot',
      batting: entry.batting,
      bowling: entry.bowling,
      fielding: entry.fielding,
      awards: { manOfMatch: true, manOfSeries: false, bestFielder: false, bestBowler: false, matchWinner: false },
      derived: { strikeRate: 130, boundaryPercentage: 57.69, economy: 6 },
    });
    const read = await service.http().get('/api/diary/entries/2026-11-20').set(player.headers);
    expect(read.body).toEqual(saved);

    const events = await outboxEvents<DiarySavedData>(service, TRAINING_EVENTS.diarySaved);
    const mine = events.filter((e) => e.data.userId === player.user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].data).toEqual({
      entryId: saved.id,
      userId: player.user.id,
      date: '2026-11-20',
      created: true,
      mood: 4,
      trainingHours: 2.5,
      batting: entry.batting,
      bowling: entry.bowling,
      fielding: entry.fielding,
      awards: saved.awards,
    });
  });

  it('keeps one entry per person and date: a second save replaces it', async () => {
    const player = member('member');
    const first = await save(player, '2026-11-21');
    const second = await save(player, '2026-11-21', { mood: 2, trainingHours: 1, batting: null });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, mood: 2, batting: null, bowling: null, activities: [], derived: { strikeRate: null, economy: null } });
    const list = await service.http().get('/api/diary/entries').set(player.headers);
    expect(list.body).toHaveLength(1);
    const events = (await outboxEvents<DiarySavedData>(service, TRAINING_EVENTS.diarySaved)).filter((e) => e.data.userId === player.user.id);
    expect(events.map((e) => e.data.created)).toEqual([true, false]);
  });

  it.each([
    ['2026-02-30'],
    ['21-11-2026'],
    ['today'],
  ])('answers an invalid date %s with a clear 400', async (date) => {
    const player = member('member');
    for (const res of [await service.http().get(`/api/diary/entries/${date}`).set(player.headers), await save(player, date)]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(DIARY_MESSAGES.date);
    }
  });

  it('refuses bad figures with their message and stores nothing', async () => {
    const player = member('member');
    const res = await save(player, '2026-11-22', { ...entry, batting: { ballsFaced: 1, runs: 8, fours: 2, sixes: 0, shotExecution: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DIARY_MESSAGES.boundaryBalls);
    const mood = await save(player, '2026-11-22', { ...entry, mood: 0 });
    expect(mood.body.message).toBe(DIARY_MESSAGES.mood);
    await service.http().get('/api/diary/entries/2026-11-22').set(player.headers).expect(404);
  });

  it("keeps every entry private to its author: other users and admins get 404 and see nothing", async () => {
    const author = member('member');
    const admin = colleague(author, 'admin');
    const globalAdmin = member('admin', undefined, 'admin');
    await save(author, '2026-11-23').expect(200);
    for (const other of [admin, globalAdmin, colleague(author, 'member')]) {
      const read = await service.http().get('/api/diary/entries/2026-11-23').set(other.headers);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(DIARY_MESSAGES.notFound);
      expect((await service.http().get('/api/diary/entries').set(other.headers)).body).toEqual([]);
      const summary = await service.http().get('/api/diary/summary').set(other.headers);
      expect(summary.body.stats.totalEntries).toBe(0);
      await service.http().delete('/api/diary/entries/2026-11-23').set(other.headers).expect(404);
    }
    // The admin's own entry on that date is theirs; the author's stays as it was.
    await save(admin, '2026-11-23', { mood: 1, trainingHours: 0 }).expect(200);
    const still = await service.http().get('/api/diary/entries/2026-11-23').set(author.headers);
    expect(still.body).toMatchObject({ mood: 4, notes: 'Worked on the pull shot' });
  });

  it('lists history newest first within a period, and summarises stats, trend and streak', async () => {
    const player = member('member');
    for (const date of ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05']) await save(player, date).expect(200);
    await save(player, '2026-11-06', { mood: 2, trainingHours: 1 }).expect(200);

    const history = await service.http().get('/api/diary/entries?from=2026-11-02&to=2026-11-05').set(player.headers);
    expect(history.body.map((e: DiaryEntryResponse) => e.date)).toEqual(['2026-11-05', '2026-11-03', '2026-11-02']);

    const res = await service.http().get('/api/diary/summary?today=2026-11-06').set(player.headers);
    expect(res.status).toBe(200);
    const summary = res.body as DiarySummary;
    expect(summary.streak).toEqual({ current: 2, longest: 3 });
    expect(summary.entryDates).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05', '2026-11-06']);
    expect(summary.stats).toMatchObject({
      totalEntries: 5,
      totalTrainingHours: 11,
      averageMood: 3.6,
      awards: { total: 4, manOfMatch: 4 },
      battingPerformance: { totalRunsScored: 208, totalBallsFaced: 160, strikeRate: 130, battingSessions: 4 },
      bowlingPerformance: { totalOversBowled: 13.2, totalWicketsTaken: 8, averageEconomyRate: 6, wicketsPerSession: 2, bowlingSessions: 4 },
      fieldingPerformance: { totalCatchesTaken: 4, fieldingSessions: 4, averageFieldingEffort: 9 },
    });
    expect(summary.trend.map((t) => [t.date, t.strikeRate])).toEqual([
      ['2026-11-01', 130],
      ['2026-11-02', 130],
      ['2026-11-03', 130],
      ['2026-11-05', 130],
      ['2026-11-06', null],
    ]);
    const bad = await service.http().get('/api/diary/summary?from=2026-11-09&to=2026-11-01').set(player.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(DIARY_MESSAGES.range);
  });

  it('deletes an entry and reports it', async () => {
    const player = member('member');
    const saved = await save(player, '2026-11-24');
    const res = await service.http().delete('/api/diary/entries/2026-11-24').set(player.headers);
    expect(res.status).toBe(200);
    await service.http().get('/api/diary/entries/2026-11-24').set(player.headers).expect(404);
    const events = await outboxEvents<DiaryDeletedData>(service, TRAINING_EVENTS.diaryDeleted);
    expect(events.map((e) => e.data)).toContainEqual({ entryId: saved.body.id, userId: player.user.id, date: '2026-11-24' });
  });

  it('works for a read-only member and without a workspace: a diary is personal', async () => {
    const viewer = member('workspace_readonly');
    await save(viewer, '2026-11-25').expect(200);
    const res = await service.http().get('/api/diary/entries').set(viewer.headers);
    expect(res.body).toHaveLength(1);

    const alone = authHeader({ user: viewer.user, workspace: null, permissions: [] });
    await service.http().put('/api/diary/entries/2026-11-26').set(alone).send(entry).expect(200);
    const both = await service.http().get('/api/diary/entries').set(alone);
    expect(both.body.map((e: DiaryEntryResponse) => e.date)).toEqual(['2026-11-26', '2026-11-25']);
  });
});
