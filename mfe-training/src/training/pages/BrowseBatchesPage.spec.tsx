import { TRAINING_API } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
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
