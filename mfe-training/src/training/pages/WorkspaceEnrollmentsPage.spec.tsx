import { TRAINING_API } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { newEnrollment } from '../../test/factories';
import { renderTraining } from '../../test/renderTraining';

jest.setTimeout(30_000);

describe('Workspace Enrollments', () => {
  it('starts on every enrollment and narrows to the pending requests, which can be decided', async () => {
    const pending = newEnrollment({ userName: 'Meera', coachName: 'Coach Anil' });
    const calls = mockApi({
      [TRAINING_API.workspaceEnrollments()]: ok([]),
      [TRAINING_API.workspaceEnrollments({ status: 'pending' })]: ok([pending]),
    });
    renderTraining('/workspace-enrollments');
    expect(await screen.findByText('No enrollments yet.')).toBeTruthy();
    fireEvent.click(screen.getByText('Pending'));
    const row = (await screen.findByText('Meera')).closest('tr') as HTMLElement;
    // The workspace's table keeps the coach column that a coach's own table leaves out.
    expect(within(row).getByText('Coach Anil')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(TRAINING_API.workspaceEnrollments({ status: 'pending' }));
  });
});
