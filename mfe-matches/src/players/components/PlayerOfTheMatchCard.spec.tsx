import { CAREER_PATHS, type PlayerOfTheMatchPoints, type PlayerOfTheMatchResponse } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchResponse } from '../../test/matchFixtures';
import { renderScreen } from '../../test/renderScreen';
import { PLAYER_SCREEN_TEXTS } from '../texts';
import { PlayerOfTheMatchCard } from './PlayerOfTheMatchCard';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const points = (player: string, name: string, total: number): PlayerOfTheMatchPoints => ({ player, name, side: 'team1', batting: total - 20, bowling: 0, fielding: 0, winningSide: 20, total });
const ranking = [points('101', 'Lion 1', 107), points('102', 'Lion 2', 64)];
const suggested: PlayerOfTheMatchResponse = { matchId: 5, playerOfTheMatch: { ...ranking[0], playerId: 101 }, chosenBy: { kind: 'formula' }, ranking };
const chosen: PlayerOfTheMatchResponse = { ...suggested, playerOfTheMatch: { ...ranking[1], playerId: 102 }, chosenBy: { kind: 'scorer', userId: 1 } };

const match = matchResponse({ id: 5, status: 'completed' });

describe('PlayerOfTheMatchCard', () => {
  it("shows the formula's suggestion with its points, and a scorer names another", async () => {
    const calls = mockApi({ [`GET ${CAREER_PATHS.playerOfTheMatch(5)}`]: ok(suggested), [`PUT ${CAREER_PATHS.playerOfTheMatch(5)}`]: ok(chosen) });
    renderScreen(<PlayerOfTheMatchCard match={match} published={false} ownMatch />, { path: '/my/matches/5', permissions: [{ module: 'matches', canView: true, canCreate: true, canEdit: true, canDelete: false }] });
    const card = await screen.findByTestId('player-of-the-match');
    expect(within(card).getByRole('link', { name: 'Lion 1' }).getAttribute('href')).toBe('/players/101');
    expect(within(card).getByText(`${PLAYER_SCREEN_TEXTS.pointsBreakdown(ranking[0])} · ${PLAYER_SCREEN_TEXTS.suggestedByFormula}`)).toBeTruthy();

    const select = await within(card).findByRole('combobox', { name: PLAYER_SCREEN_TEXTS.choosePlayerOfTheMatch });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Lion 2 (64 pts)'));
    fireEvent.click(within(card).getByRole('button', { name: PLAYER_SCREEN_TEXTS.savePlayerOfTheMatch }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ playerId: 102 }));
  });

  it('offers a reader of the shared link no change', async () => {
    mockApi({ [`GET ${CAREER_PATHS.publicPlayerOfTheMatch(5)}`]: ok(chosen) });
    renderScreen(<PlayerOfTheMatchCard match={match} published ownMatch={false} />, { path: '/matches/5', signedIn: false });
    const card = await screen.findByTestId('player-of-the-match');
    expect(within(card).getByText(`${PLAYER_SCREEN_TEXTS.pointsBreakdown(ranking[1])} · ${PLAYER_SCREEN_TEXTS.chosenByScorer}`)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
