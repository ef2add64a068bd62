// The harness first: it fills in what jsdom lacks before the SDK's router loads.
import { mockApi, ok, TEST_WORKSPACE_ID } from '@cricket/shell-sdk/testing';
import { TRAINING_API, type AttendanceListResponse } from '@cricket/contracts';
import { requestPathOf, type PageReads } from '@cricket/shell-sdk';
import { waitFor } from '@testing-library/react';
import {
  attendanceOverviewReads,
  batchReads,
  browseBatchesReads,
  coachEnrollmentsReads,
  dashboardReads,
  diaryCalendarReads,
  diaryEntryReads,
  diaryHistoryReads,
  listReads,
  listsReads,
  myBatchesReads,
  playerEnrollmentsReads,
  sessionReads,
  sessionsReads,
  workspaceBatchesReads,
  workspaceEnrollmentsReads,
} from './routes';
import { renderTraining } from './test/renderTraining';

jest.setTimeout(60_000);

/** The request paths a route declares for `address` (what the shell reads early when it is opened cold). */
function declaredPaths(reads: PageReads, address: string, params: Record<string, string> = {}): string[] {
  return reads(params, new URLSearchParams(address.split('?')[1] ?? '')).map(requestPathOf);
}

const LIST: AttendanceListResponse = {
  id: 5,
  workspaceId: TEST_WORKSPACE_ID,
  name: 'Juniors',
  description: null,
  batchId: null,
  memberCount: 0,
  sessionCount: 0,
  createdBy: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  members: [],
};

/** A declared read is worth making only if the page then GETs exactly that path. */
describe('Reads a route declares for a cold open', () => {
  it.each<[string, PageReads, Record<string, string>]>([
    ['/training-batches', browseBatchesReads, {}],
    ['/diary', diaryCalendarReads, {}],
    ['/training-batches/mine', myBatchesReads, {}],
    ['/training-batches/12', batchReads, { id: '12' }],
    ['/workspace-batches', workspaceBatchesReads, {}],
    ['/player-enrollments', playerEnrollmentsReads, {}],
    ['/coach-enrollments', coachEnrollmentsReads, {}],
    ['/workspace-enrollments', workspaceEnrollmentsReads, {}],
    ['/attendance', attendanceOverviewReads, {}],
    ['/dashboard', dashboardReads, {}],
    ['/lists', listsReads, {}],
    ['/lists/5', listReads, { id: '5' }],
    ['/sessions', sessionsReads, {}],
    ['/sessions/8', sessionReads, { id: '8' }],
    ['/diary/history', diaryHistoryReads, {}],
    ['/diary/entry/2026-11-20', diaryEntryReads, { date: '2026-11-20' }],
  ])('%s: the page GETs every path it declares', async (address, reads, params) => {
    // Every other read fails (404): the page still asks for it, which is what is checked here. The
    // list answers, as its sessions are asked for only once it has.
    const calls = mockApi({ [TRAINING_API.list(5)]: ok(LIST), [TRAINING_API.sessionsOf({ listId: 5 })]: ok([]) });
    const declared = declaredPaths(reads, address, params);
    expect(declared.length).toBeGreaterThan(0);
    renderTraining(address);
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
  });

  it('declares nothing for an id or a date the page would not read', () => {
    for (const reads of [batchReads, listReads, sessionReads]) {
      for (const id of ['abc', '0', '007', '-3', '1.5', '1e3', '2147483648', '']) expect(reads({ id }, new URLSearchParams())).toEqual([]);
      expect(reads({}, new URLSearchParams())).toEqual([]);
    }
    for (const date of ['2026-02-30', '20-11-2026', 'today']) expect(diaryEntryReads({ date }, new URLSearchParams())).toEqual([]);
  });
});
