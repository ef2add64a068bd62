import { TRAINING_API, type AttendanceListResponse } from '@cricket/contracts';
import { mockApi, ok, TEST_WORKSPACE_ID } from '@cricket/shell-sdk/testing';
import { screen } from '@testing-library/react';
import { renderTraining } from '../../test/renderTraining';

jest.setTimeout(30_000);

const LIST: AttendanceListResponse = {
  id: 5,
  workspaceId: TEST_WORKSPACE_ID,
  name: 'Juniors',
  description: 'Saturday nets',
  batchId: null,
  memberCount: 1,
  sessionCount: 0,
  createdBy: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  members: [{ id: 9, listId: 5, kind: 'guest', userId: null, name: 'Vikram', email: null, phone: null, addedAt: '2026-11-01T00:00:00.000Z' }],
};

describe('Attendance list', () => {
  it('shows the list the path names with its people and sessions', async () => {
    mockApi({ [TRAINING_API.list(5)]: ok(LIST), [TRAINING_API.sessionsOf({ listId: 5 })]: ok([]) });
    renderTraining('/lists/5');
    expect(await screen.findByText('Juniors')).toBeTruthy();
    expect(screen.getByText('Saturday nets')).toBeTruthy();
    expect(screen.getByText('Vikram')).toBeTruthy();
    expect(await screen.findByText('No sessions yet.')).toBeTruthy();
  });

  it.each(['/lists/abc', '/view-list/0', '/lists/007'])('answers %s with not found and asks the API nothing about it', async (path) => {
    const calls = mockApi({});
    renderTraining(path);
    expect(await screen.findByText('Attendance list not found.')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith(`${TRAINING_API.lists}/`))).toHaveLength(0);
  });
});
