import type { MatchPayload, MatchResponse, PlayerResponse, TeamResponse } from '@cricket/contracts';
import type { Browser, Page } from 'playwright-core';
import type { ApiSession } from './api';
import { chooseOption } from './antd';
import { twoOverMatchPayload } from './payloads';

/** A browser context signed in with `session`'s cookie; a scorer's is a 390 px phone. */
export async function signedInContextPage(browser: Browser, baseUrl: string, session: ApiSession, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const [name, value] = session.cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  return context.newPage();
}

/** POST that must answer 201, with its body. */
export async function created<T>(session: ApiSession, path: string, body: unknown): Promise<T> {
  const res = await session.request<T>('POST', path, body);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** GET that must answer 200, with its body. */
export async function read<T>(session: ApiSession, path: string): Promise<T> {
  const res = await session.request<T>('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A team with a squad of `size` (Lion 1 … Lion n), registered in the tournament when one is named. */
export async function teamWithSquad(session: ApiSession, name: string, player: string, size: number, tournamentId?: number): Promise<TeamResponse> {
  const team = await created<TeamResponse>(session, '/api/my/teams', { name });
  for (let i = 1; i <= size; i++) await created<PlayerResponse>(session, `/api/my/teams/${team.id}/players`, { name: `${player} ${i}`, playingRole: 'all-rounder' });
  if (tournamentId !== undefined) await created(session, `/api/tournaments/${tournamentId}/teams`, { teamId: team.id });
  return team;
}

/** Lions v Tigers in `session`'s workspace, squads of `size` (Lion 1 …, Tiger 1 …): a two-over match unless `changes` say otherwise. */
export async function lionsVersusTigers(session: ApiSession, size: number, changes: Partial<MatchPayload> = {}): Promise<MatchResponse> {
  const lions = await teamWithSquad(session, 'Lions', 'Lion', size);
  const tigers = await teamWithSquad(session, 'Tigers', 'Tiger', size);
  return created<MatchResponse>(session, '/api/my/matches', { ...twoOverMatchPayload(lions, tigers), ...changes });
}

/** What a scoring page shows beside its score: the console's banner, notice and conflict (a fan's page has none). */
async function consoleSays(page: Page): Promise<string> {
  const shown = async (testId: string) => (await page.getByTestId(testId).allInnerTexts()).join(' | ') || '—';
  return `banner: ${await shown('sync-status')}; notice: ${await shown('scoring-notice')}; conflict: ${await shown('scoring-conflict')}`;
}

/**
 * The scoreboard shows this score and overs: on the scorer's console, or live in a fan's browser.
 * When it does not, the error says what it shows instead, and what the console says.
 */
export async function showsScore(page: Page, score: string, overs: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([runs, figure]) =>
        document.querySelector('[data-testid="score"]')?.textContent === runs && document.querySelector('[data-testid="overs"]')?.textContent === `(${figure} ov)`,
      [score, overs] as const,
      { timeout: 15_000 },
    );
  } catch (error) {
    const [runs, figure] = await Promise.all(['score', 'overs'].map(async (testId) => (await page.getByTestId(testId).allInnerTexts()).join(' | ')));
    throw new Error(`${(error as Error).message}\nThe page shows ${runs} ${figure}; ${await consoleSays(page)}`);
  }
}

/** A name that ends with `text`, taken literally (labels hold parentheses and apostrophes). */
function endingWith(text: string): RegExp {
  return new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The scorer's console on a page: the toss form that starts scoring, opening an innings, the outcome pad and the calls bar. */
export function scoringConsole(page: Page) {
  const startForm = page.locator('form', { has: page.getByRole('button', { name: 'Start Scoring' }) });
  return {
    startForm,
    /** `team` wins the toss and bats; scoring starts. */
    async start(team: string): Promise<void> {
      await startForm.getByText(team, { exact: true }).click();
      await startForm.getByText('Bat', { exact: true }).click();
      await startForm.getByRole('button', { name: 'Start Scoring' }).click();
    },
    async openInnings(striker: string, nonStriker: string, bowler: string): Promise<void> {
      await page.getByRole('button', { name: 'Start Innings' }).waitFor();
      await chooseOption(page, 'Striker', striker);
      await chooseOption(page, 'Non-striker', nonStriker);
      await chooseOption(page, 'Opening bowler', bowler);
      await page.getByRole('button', { name: 'Start Innings' }).click();
      // Opened once the console shows its pad; other pages may hear of the innings first.
      await page.getByRole('region', { name: 'Outcome' }).waitFor();
    },
    pad: (label: string) => page.getByRole('region', { name: 'Outcome' }).getByRole('button', { name: label, exact: true }),
    /**
     * Taps the pad's button; when it cannot, the error says what the console shows (its banner,
     * its notice, a conflict), since a pad stays disabled only while the console holds a refusal.
     */
    async tap(label: string): Promise<void> {
      const button = page.getByRole('region', { name: 'Outcome' }).getByRole('button', { name: label, exact: true });
      try {
        await button.click();
      } catch (error) {
        throw new Error(`${(error as Error).message}\nThe console shows ${await consoleSays(page)}`);
      }
    },
    /** The calls bar under the pad: Undo, Change bowler, End over now, Substitute, More, Correct a ball. */
    // Ends with the label: a call's icon (Undo's) adds its own name in front.
    calls: (label: string) => page.getByRole('region', { name: "Scorer's calls" }).getByRole('button', { name: endingWith(label) }),
  };
}
