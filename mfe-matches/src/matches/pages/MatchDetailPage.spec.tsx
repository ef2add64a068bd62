import { mockApi, permissionRow } from '@cricket/shell-sdk/testing';
import { requestPathOf } from '@cricket/shell-sdk';
import { matchReads } from '../../routes';
import { renderScreen } from '../../test/renderScreen';
import { MATCH_TEXTS } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchDetail, notStartedView } from '../../test/matchFixtures';
import { MATCH_SCREEN_TEXTS, SCORING_SCREEN_TEXTS } from '../../texts';
import { MatchDetailPage } from './MatchDetailPage';

jest.setTimeout(30_000);

const detail = matchDetail();

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

  it('reads at first what its routes declare, the scoring with the match, so a cold open asks for both beside the page', async () => {
    const opened = [
      ['/matches/5', '/matches/:id', true, '/api/matches/5'],
      ['/my/matches/5', '/my/matches/:id', false, '/api/my/matches/5'],
    ] as const;
    for (const [path, route, published, detailPath] of opened) {
      const calls = mockApi({ [detailPath]: { status: 200, body: detail } });
      const declared = matchReads(published)({ id: '5' }, new URLSearchParams()).map(requestPathOf);
      expect(declared).toHaveLength(2);
      const { unmount } = renderScreen(<MatchDetailPage />, { path, route });
      await waitFor(() => expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
      unmount();
    }
    expect(matchReads(true)({ id: 'abc' }, new URLSearchParams())).toEqual([]);
  });

  it("shows the header, both cards, the scoring card ('not started', Watch live), and guards Edit Match and Score Match by permission", async () => {
    mockApi({ '/api/matches/5': { status: 200, body: detail }, '/api/matches/5/scoring': { status: 200, body: notStartedView } });
    renderScreen(<MatchDetailPage />, { path: '/matches/5', route: '/matches/:id', permissions: [permissionRow('matches', { canView: true })] });
    expect(await screen.findByText('Lions vs Tigers')).toBeTruthy();
    expect(screen.getByText(MATCH_TEXTS.friendly, { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText(MATCH_SCREEN_TEXTS.summary)).toBeTruthy();
    expect(screen.getByTestId('match-headline').textContent).toBe('T20 • Mar 5, 2026');
    expect(screen.getByText(MATCH_SCREEN_TEXTS.information)).toBeTruthy();
    expect(screen.getAllByText('Not specified').map((node) => node.closest('.ant-descriptions-item')?.querySelector('.ant-descriptions-item-label')?.textContent)).toEqual(['Venue', 'Overs']);
    expect(screen.getByText('upcoming').closest('.ant-tag')?.className).toContain('blue');
    await screen.findByRole('button', { name: MATCH_SCREEN_TEXTS.share });
    expect(screen.queryByRole('button', { name: MATCH_SCREEN_TEXTS.editMatch })).toBeNull();
    expect((await screen.findByTestId('scoring-headline')).textContent).toBe(SCORING_SCREEN_TEXTS.notStarted);
    expect(screen.getByRole('link', { name: SCORING_SCREEN_TEXTS.watchLive }).getAttribute('href')).toBe('/matches/5/score');
    expect((screen.getByRole('button', { name: MATCH_SCREEN_TEXTS.scoreMatch }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("copies the link and toasts 'Link Copied'; Score Match opens the scorer's console for an editor", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    mockApi({ '/api/my/matches/5': { status: 200, body: detail }, '/api/my/matches/5/scoring': { status: 200, body: notStartedView } });
    renderScreen(<MatchDetailPage />, {
      path: '/my/matches/5',
      route: '/my/matches/:id',
      permissions: [permissionRow('matches', { canView: true, canEdit: true })],
    });
    expect(await screen.findByRole('link', { name: MATCH_SCREEN_TEXTS.editMatch })).toBeTruthy();
    expect(screen.getByRole('link', { name: MATCH_SCREEN_TEXTS.scoreMatch }).getAttribute('href')).toBe('/my/matches/5/score');
    fireEvent.click(screen.getByRole('button', { name: MATCH_SCREEN_TEXTS.share }));
    expect(await screen.findByText(MATCH_TEXTS.linkCopied)).toBeTruthy();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/matches/5`));
  });
});
