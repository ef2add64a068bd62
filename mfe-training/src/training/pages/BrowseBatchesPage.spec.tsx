import { LIMITS, TRAINING_API } from '@cricket/contracts';
import { mockApi, ok, permissionRow, testUser } from '@cricket/shell-sdk/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { newBatch, newEnrollment } from '../../test/factories';
import { renderTraining } from '../../test/renderTraining';

jest.setTimeout(30_000);

describe('Training batches', () => {
  it('requests to enroll in an open batch; a full batch cannot be requested', async () => {
    const open = newBatch({ name: 'Morning Juniors' });
    const full = newBatch({ name: 'Pace Academy', status: 'full', enrolledCount: 10 });
    const calls = mockApi({
      [TRAINING_API.batches]: ok([open, full]),
      [`POST ${TRAINING_API.enrollments}`]: { status: 201, body: newEnrollment({ batchId: open.id }) },
    });
    renderTraining('/training-batches');
    const card = (name: string) => screen.getByText(name).closest('[data-testid="batch-card"]') as HTMLElement;
    await screen.findByText('Morning Juniors');
    expect((within(card('Pace Academy')).getByRole('button', { name: 'Request to Enroll' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card('Morning Juniors')).getByRole('button', { name: 'Request to Enroll' }));
    expect(await screen.findByText('Request Sent')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ batchId: open.id });
  });
});

describe("Training pages for a player (issue 22: no coach's controls where the service would refuse)", () => {
  const navLinks = () => screen.getAllByRole('link').map((link) => link.textContent);

  it("offers a player who may not create batches neither Create Batch nor a coach's pages", async () => {
    mockApi({ [TRAINING_API.batches]: ok([newBatch({ name: 'Morning Juniors' })]) });
    renderTraining('/training-batches', { permissions: [permissionRow('training', { canView: true })] });
    await screen.findByText('Morning Juniors');
    // The workspace (and with it the decision) loads a set delay after sign-in; past it, the decision is final.
    await act(() => new Promise((settle) => setTimeout(settle, LIMITS.workspaceLoadDelayMs * 3)));
    expect(screen.queryByRole('button', { name: 'Create Batch' })).toBeNull();
    expect(navLinks()).toEqual(expect.arrayContaining(['Browse Batches', 'My Enrollments']));
    expect(navLinks()).not.toContain('Coach Enrollments');
    expect(navLinks()).not.toContain('My Batches');
  });

  it("offers a coach who may create batches Create Batch and their pages", async () => {
    mockApi({ [TRAINING_API.batches]: ok([newBatch({ name: 'Morning Juniors' })]) });
    renderTraining('/training-batches', { user: testUser({ role: 'coach' }), permissions: [permissionRow('training', { canView: true, canCreate: true })] });
    await screen.findByText('Morning Juniors');
    expect(await screen.findByRole('button', { name: 'Create Batch' })).toBeTruthy();
    expect(navLinks()).toEqual(expect.arrayContaining(['My Batches', 'Coach Enrollments']));
  });
});
