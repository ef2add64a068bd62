import { ATTENDANCE_MESSAGES, TRAINING_API } from '@cricket/contracts';
import { fail, mockApi, ok } from '@cricket/shell-sdk/testing';
import { screen } from '@testing-library/react';
import { newCheckIn } from '../../test/factories';
import { renderTraining } from '../../test/renderTraining';

jest.setTimeout(30_000);

const CHECK_IN = `POST ${TRAINING_API.checkIn}`;

describe('QR check-in', () => {
  it('marks the signed-in person present once and says so', async () => {
    const calls = mockApi({ [CHECK_IN]: ok(newCheckIn()) });
    renderTraining('/qr/abc123');
    expect(await screen.findByText("You're checked in: Present")).toBeTruthy();
    expect(screen.getByText('Evening nets')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: TRAINING_API.checkIn, body: { code: 'abc123' } }]);
  });

  it('tells a second scan that the person was already checked in', async () => {
    mockApi({ [CHECK_IN]: ok(newCheckIn({ alreadyMarked: true })) });
    renderTraining('/join/abc123');
    expect(await screen.findByText('You were already checked in to this session')).toBeTruthy();
  });

  it.each([
    ['an expired code', 410, ATTENDANCE_MESSAGES.codeExpired],
    ["another workspace's code", 403, ATTENDANCE_MESSAGES.codeOtherWorkspace],
    ['an unknown code', 404, ATTENDANCE_MESSAGES.codeNotFound],
  ])('answers %s with its message', async (_case, status, message) => {
    mockApi({ [CHECK_IN]: fail(status, message) });
    renderTraining('/qr/old-code');
    expect(await screen.findByText('Check-in failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('asks a signed-out visitor to sign in and checks nobody in', () => {
    const calls = mockApi({});
    renderTraining('/qr/abc123', { user: null });
    expect(screen.getByText('Please sign in, then open this check-in link again.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
