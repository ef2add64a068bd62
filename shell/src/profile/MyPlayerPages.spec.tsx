import '../test/polyfills';
import { CAREER_PATHS } from '@cricket/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../test/renderWithProviders';
import { MY_PLAYER_PAGES_TEXTS, MyPlayerPages } from './MyPlayerPages';

jest.setTimeout(30_000);

const squad = { playerId: 7, teamId: 3, teamName: 'Lions', teamShortName: 'LIO' };

describe('My player pages on the profile', () => {
  it('links to the player page of each squad the user is in', async () => {
    mockApi({ [CAREER_PATHS.myPlayers()]: { status: 200, body: { squads: [squad, { ...squad, playerId: 9, teamId: 4, teamName: 'Tigers' }] } } });
    renderWithProviders(<MyPlayerPages />);
    expect((await screen.findByRole('link', { name: 'Lions' })).getAttribute('href')).toBe('/players/7');
    expect(screen.getByRole('link', { name: 'Tigers' }).getAttribute('href')).toBe('/players/9');
    expect(screen.getByText(MY_PLAYER_PAGES_TEXTS.oneCareer)).toBeTruthy();
  });

  it('says why a failed read shows no pages, and shows them once a retry answers', async () => {
    const fetched = mockApi({ [CAREER_PATHS.myPlayers()]: { status: 503, body: { statusCode: 503, message: 'The matches service is not answering', error: 'Service Unavailable' } } });
    renderWithProviders(<MyPlayerPages />);
    expect((await screen.findByRole('alert')).textContent).toContain('The matches service is not answering');
    mockApi({ [CAREER_PATHS.myPlayers()]: { status: 200, body: { squads: [squad] } } });
    fireEvent.click(screen.getByRole('button', { name: MY_PLAYER_PAGES_TEXTS.retry }));
    expect((await screen.findByRole('link', { name: 'Lions' })).getAttribute('href')).toBe('/players/7');
    expect(fetched).toHaveBeenCalled();
  });
});
