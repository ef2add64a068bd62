import { DIARY_MESSAGES, TRAINING_API, type DiaryEntryPayload, type DiaryEntryResponse } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderTraining } from '../../test/renderTraining';

jest.setTimeout(90_000);

const DATE = '2026-11-20';
const entryPath = TRAINING_API.diaryEntry(DATE);
/** The page reads a day's entry as the one-day list. */
const dayPath = TRAINING_API.diaryEntries({ from: DATE, to: DATE });

const derived = (key: string) => screen.getByTestId(`derived-${key}`).querySelector('.ant-statistic-content-value') as HTMLElement;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Diary entry', () => {
  it('works out strike rate, boundary percentage and economy from the typed figures and never sends them', async () => {
    const calls = mockApi({
      [`GET ${dayPath}`]: ok([]),
      [`PUT ${entryPath}`]: ok({}),
    });
    renderTraining(`/diary/entry/${DATE}`);
    await screen.findByText('No entry for this day yet. Fill in the form to write one.');
    expect(derived('strikeRate').textContent).toBe('—');

    fireEvent.click(screen.getByRole('switch', { name: 'Batting' }));
    fill('Balls Faced', '20');
    fill('Runs', '30');
    fill('4s', '3');
    fill('6s', '1');
    await waitFor(() => expect(derived('strikeRate').textContent).toBe('150.00'));
    expect(derived('boundaryPercentage').textContent).toBe('60.00%');

    fireEvent.click(screen.getByRole('switch', { name: 'Bowling' }));
    fill('Overs', '3.4');
    fill('Runs Conceded', '22');
    await waitFor(() => expect(derived('economy').textContent).toBe('6.00'));
    // Nothing derived can be typed: the page has no input for it.
    expect(screen.queryByLabelText('Strike Rate')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as DiaryEntryPayload;
    expect(body.batting).toEqual({ ballsFaced: 20, runs: 30, fours: 3, sixes: 1, shotExecution: 5 });
    expect(body.bowling).toEqual({ overs: 3.4, wickets: 0, runsConceded: 22, lineLengthConsistency: 5 });
    expect(body.fielding).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/strikeRate|economy|boundary/);
    expect(await screen.findByText('Entry Saved')).toBeTruthy();
  });

  it('refuses figures the service would refuse, such as more runs in 4s and 6s than runs, with the shared message', async () => {
    const calls = mockApi({ [`GET ${dayPath}`]: ok([]) });
    renderTraining(`/diary/entry/${DATE}`);
    await screen.findByText('No entry for this day yet. Fill in the form to write one.');
    fireEvent.click(screen.getByRole('switch', { name: 'Batting' }));
    fill('Balls Faced', '4');
    fill('Runs', '4');
    fill('6s', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(await screen.findByText(DIARY_MESSAGES.boundaryRuns)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a stored entry with its figures', async () => {
    const entry: DiaryEntryResponse = {
      id: 1,
      date: DATE,
      mood: 4,
      trainingHours: 2.5,
      activities: ['Nets'],
      notes: 'Good session',
      batting: { ballsFaced: 40, runs: 50, fours: 5, sixes: 2, shotExecution: 7 },
      bowling: null,
      fielding: null,
      awards: { manOfMatch: true, manOfSeries: false, bestFielder: false, bestBowler: false, matchWinner: false },
      derived: { strikeRate: 125, boundaryPercentage: 64, economy: null },
      createdAt: '',
      updatedAt: 'v1',
    };
    mockApi({ [`GET ${dayPath}`]: ok([entry]) });
    renderTraining(`/diary/entry/${DATE}`);
    await waitFor(() => expect(derived('strikeRate').textContent).toBe('125.00'));
    expect((screen.getByLabelText('Runs') as HTMLInputElement).value).toBe('50');
    expect(screen.getByRole('button', { name: 'Delete Entry' })).toBeTruthy();
    expect((screen.getByLabelText('Man of the Match') as HTMLInputElement).checked).toBe(true);
  });

  it.each(['2026-02-30', '20-11-2026', 'today'])('answers the invalid date %s with a clear error and asks the API nothing', async (date) => {
    const calls = mockApi({});
    renderTraining(`/diary/entry/${date}`);
    expect(await screen.findByText(`'${date}' is not a date`)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(DIARY_MESSAGES.date);
    expect(screen.getByRole('link', { name: "Go to today's entry" }).getAttribute('href')).toMatch(/^\/diary\/entry\/\d{4}-\d{2}-\d{2}$/);
    expect(calls.filter((call) => call.path.startsWith('/api/diary'))).toHaveLength(0);
  });
});
