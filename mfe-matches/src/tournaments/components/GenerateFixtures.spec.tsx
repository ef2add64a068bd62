import { callsOf, scriptedApi } from '@cricket/shell-sdk/testing';
import { TOURNAMENT_MESSAGES } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../test/renderScreen';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { GenerateFixtures } from './GenerateFixtures';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

function renderGenerate(teams: number) {
  const api = scriptedApi(({ method, path }) =>
    method === 'POST' && path === '/api/tournaments/5/fixtures' ? { status: 201, body: { fixtureType: 'round_robin', matches: [], byes: [] } } : { status: 404, body: { message: 'Not found' } },
  );
  renderScreen(<GenerateFixtures tournamentId="5" teams={teams} />, { path: '/tournaments/5' });
  return api;
}

const generations = (api: ReturnType<typeof scriptedApi>) => callsOf(api).filter((call) => call.method === 'POST').map((call) => call.body);
const buttons = () => screen.getAllByText(TOURNAMENT_SCREEN_TEXTS.generateFixtures).map((node) => node.closest('button') as HTMLElement);

describe('GenerateFixtures', () => {
  it('says what it creates and generates only once the organiser confirms', async () => {
    const api = renderGenerate(4);
    fireEvent.click(buttons()[0]);
    expect(await screen.findByText(TOURNAMENT_SCREEN_TEXTS.generateFixturesConfirm('Round Robin', 4, 6))).toBeTruthy();
    expect(generations(api)).toEqual([]);
    fireEvent.click(buttons()[1]);
    await waitFor(() => expect(generations(api)).toEqual([{ type: 'round_robin' }]));
  });

  it('cannot be pressed with fewer than two teams, and says why', () => {
    renderGenerate(1);
    const [button] = buttons();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('title')).toBe(TOURNAMENT_MESSAGES.notEnoughTeams);
  });
});
