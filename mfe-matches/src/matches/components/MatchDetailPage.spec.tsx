import { permissionRow, mockApi, renderScreen, testWorkspace } from '../../test/renderRemote';
import { MATCH_TEXTS, type MatchDetailResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { MatchDetailPage } from './MatchDetailPage';

jest.setTimeout(30_000);

const detail: MatchDetailResponse = {
  match: {
    id: 5,
    workspaceId: testWorkspace.id,
    team1Id: 11,
    team2Id: 12,
    team1Name: 'Lions',
    team1ShortName: 'LNS',
    team2Name: 'Tigers',
    team2ShortName: 'TIG',
    format: 't20',
    status: 'upcoming',
    date: '2026-03-05',
    time: '14:00',
    venue: '',
    overs: null,
    tournamentId: null,
    tournamentName: null,
    round: null,
    tossComplete: false,
    tossWinner: null,
    tossDecision: null,
    result: null,
    outcome: null,
    winnerTeamId: null,
    createdBy: 7,
    createdAt: '',
    updatedAt: '',
  },
  score: null,
};

describe('Match detail (core §2)', () => {
  it("shows 'Match Not Found' with 'Return to Matches' to /my/matches for an unknown id", async () => {
    mockApi({ '/api/my/matches/999': { status: 404, body: { statusCode: 404, message: MATCH_TEXTS.notFound.toLowerCase(), error: 'Not Found' } } });
    renderScreen(<MatchDetailPage />, { path: '/my/matches/999', route: '/my/matches/:id' });
    expect(await screen.findByText(MATCH_TEXTS.notFound)).toBeTruthy();
    const back = screen.getByRole('link', { name: MATCH_TEXTS.returnToMatches });
    expect(back.getAttribute('href')).toBe('/my/matches');
    expect(screen.queryByText(MATCH_TEXTS.loadErrorTitle)).toBeNull();
  });

  it("also toasts 'Error Loading Match' when the read fails for another reason", async () => {
    mockApi({ '/api/matches/5': { status: 500, body: { statusCode: 500, message: 'boom', error: 'Internal Server Error' } } });
    renderScreen(<MatchDetailPage />, { path: '/matches/5', route: '/matches/:id' });
    expect(await screen.findByText(MATCH_TEXTS.notFound)).toBeTruthy();
    expect(await screen.findByText(MATCH_TEXTS.loadError)).toBeTruthy();
  });

  it('shows the header, both cards, the removed-scoring notice, and guards Edit Match by permission', async () => {
    mockApi({ '/api/matches/5': { status: 200, body: detail } });
    renderScreen(<MatchDetailPage />, { path: '/matches/5', route: '/matches/:id', permissions: [permissionRow('matches', { canView: true })] });
    expect(await screen.findByText('Lions vs Tigers')).toBeTruthy();
    expect(screen.getByText(MATCH_TEXTS.friendly, { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText(MATCH_SCREEN_TEXTS.summary)).toBeTruthy();
    expect(screen.getByTestId('match-headline').textContent).toBe('T20 • Mar 5, 2026');
    expect(screen.getByText(MATCH_SCREEN_TEXTS.information)).toBeTruthy();
    expect(screen.getAllByText('Not specified').map((node) => node.closest('.ant-descriptions-item')?.querySelector('.ant-descriptions-item-label')?.textContent)).toEqual(['Venue', 'Overs']);
    expect(screen.getByText(MATCH_TEXTS.scoringRemoved)).toBeTruthy();
    expect(screen.getByText('upcoming').closest('.ant-tag')?.className).toContain('blue');
    await screen.findByRole('button', { name: MATCH_SCREEN_TEXTS.share });
    expect(screen.queryByRole('button', { name: MATCH_SCREEN_TEXTS.editMatch })).toBeNull();
    expect((screen.getByRole('button', { name: /Score Match/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("copies the link and toasts 'Link Copied'", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    mockApi({ '/api/my/matches/5': { status: 200, body: detail } });
    renderScreen(<MatchDetailPage />, {
      path: '/my/matches/5',
      route: '/my/matches/:id',
      permissions: [permissionRow('matches', { canView: true, canEdit: true })],
    });
    expect(await screen.findByRole('link', { name: MATCH_SCREEN_TEXTS.editMatch })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MATCH_SCREEN_TEXTS.share }));
    expect(await screen.findByText(MATCH_TEXTS.linkCopied)).toBeTruthy();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/matches/5`));
  });
});
