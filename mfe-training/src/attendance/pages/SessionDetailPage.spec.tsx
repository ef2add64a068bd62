import { TRAINING_API } from '@cricket/contracts';
import { mockApi, ok, type Answer } from '@cricket/shell-sdk/testing';
import { act, screen, within } from '@testing-library/react';
import { newSessionDetail } from '../../test/factories';
import { renderTraining } from '../../test/renderTraining';
import { LIVE_SESSION_REFRESH_MS } from '../hooks/useAttendanceQueries';

jest.setTimeout(30_000);

const SESSION = TRAINING_API.session(4);
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const sessionReads = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'GET' && call.path === SESSION);

describe("A session's page (/sessions/{id})", () => {
  it("shows a player's QR check-in while the coach keeps the open session's page up, without a reload", async () => {
    const answers: Record<string, Answer> = { [SESSION]: ok(newSessionDetail()) };
    const calls = mockApi(answers);
    renderTraining('/sessions/4', { role: 'admin' });
    await screen.findByText('Asha');
    expect(within(row('Asha')).queryByText('QR check-in')).toBeNull();

    // Asha scans the code on her phone: the server now holds her mark.
    const [asha, ravi] = newSessionDetail().attendees;
    answers[SESSION] = ok(
      newSessionDetail({
        counts: { present: 1, late: 0, excused: 0, absent: 0, unmarked: 1 },
        attendees: [{ ...asha, status: 'present', method: 'qr', markedAt: '2026-11-21T17:05:00.000Z' }, ravi],
      }),
    );
    expect(await within(row('Asha')).findByText('QR check-in', undefined, { timeout: LIVE_SESSION_REFRESH_MS * 2 })).toBeTruthy();
    expect(within(row('Asha')).getByText('Present')).toBeTruthy();
    expect(sessionReads(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('reads a closed session once: it takes no more check-ins', async () => {
    const calls = mockApi({ [SESSION]: ok(newSessionDetail({ status: 'closed', closedAt: '2026-11-21T19:00:00.000Z' })) });
    renderTraining('/sessions/4', { role: 'admin' });
    await screen.findByText('Asha');
    await act(() => new Promise((resolve) => setTimeout(resolve, LIVE_SESSION_REFRESH_MS + 1_000)));
    expect(sessionReads(calls)).toHaveLength(1);
  });
});
