import { callsOf, permissionRow, scriptedApi, testUser, type Answer, type ApiCall } from '@cricket/shell-sdk/testing';
import { clearDeviceStorage } from '../../test/deviceStorage';
import { renderScreen } from '../../test/renderScreen';
import {
  foldMatch,
  replaceEvent,
  scoreResponse,
  scoringSummary,
  SCORING_API_MESSAGES,
  SCORING_MESSAGES,
  PLAYING_XI_MESSAGES,
  type ScorerLockResponse,
  type ScorerRef,
  type ScoringEvent,
} from '@cricket/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { ball, matchDetail, notStartedView, openers, SCORING_SETUP, scoringView, teamDetail } from '../../test/matchFixtures';
import { loadOfflineMatch, storedQueue } from '../utils/offlineMatchStore';
import { ScorerConsolePage } from './ScorerConsolePage';

jest.setTimeout(60_000);
afterEach(clearDeviceStorage);

const EVENTS_PATH = '/api/my/matches/5/scoring/events';
const LOCK_PATH = '/api/my/matches/5/scoring/lock';
const ME: ScorerRef = { id: testUser().id, name: testUser().name };
const RAVI: ScorerRef = { id: 99, name: 'Ravi Kumar' };
const HELD_BY_ME: Answer = { status: 200, body: { matchId: 5, holder: ME, unsynced: 0, requestedBy: null } satisfies ScorerLockResponse };

/**
 * The matches service as far as the console sees it: the events so far, and each change
 * answered when the test says (`release`), checked against the sequence it expects.
 */
function fakeService(initial: ScoringEvent[], holder: ScorerRef | null = ME) {
  const server = { events: [...initial], networkDown: false, offline: false, loseNextAnswer: false, holdReads: false, lock: { matchId: 5, holder, unsynced: 0, requestedBy: null } as ScorerLockResponse };
  const waiting: (() => void)[] = [];
  /** Reads of the scoring view held with `holdReads`, each answering with the events as they were when it was asked. */
  const readsWaiting: (() => void)[] = [];
  const answerChange = (request: ApiCall): Answer => {
    const { expectedSequence, event } = request.body as { expectedSequence: number; event?: ScoringEvent };
    if (expectedSequence !== server.events.length) {
      return { status: 409, body: { statusCode: 409, message: SCORING_API_MESSAGES.stale(expectedSequence, server.events.length), error: 'Conflict' } };
    }
    const corrected = /\/events\/(\d+)$/.exec(request.path);
    if (corrected) server.events = replaceEvent(SCORING_SETUP, server.events, Number(corrected[1]), event!).events;
    else server.events = event ? [...server.events, event] : server.events.slice(0, -1);
    const state = foldMatch(SCORING_SETUP, server.events);
    return { status: request.method === 'POST' && !request.path.endsWith('/undo') ? 201 : 200, body: scoringSummary(5, state, scoreResponse(state, { team1: 11, team2: 12 })) };
  };
  const fetchMock = scriptedApi((request) => {
    if (server.offline) return Promise.reject(new TypeError('Failed to fetch'));
    if (request.method === 'GET' && request.path === '/api/my/matches/5') return { status: 200, body: matchDetail({ status: 'live' }) };
    if (request.path.startsWith(LOCK_PATH)) return answerLock(request);
    if (request.method === 'GET' && request.path === '/api/my/matches/5/scoring') {
      const answer = { status: 200, body: scoringView(server.events) };
      return server.holdReads ? new Promise<Answer>((resolve) => readsWaiting.push(() => resolve(answer))) : answer;
    }
    if (request.method !== 'GET' && request.path.startsWith(EVENTS_PATH.replace('/events', ''))) {
      if (server.networkDown) return Promise.reject(new TypeError('Failed to fetch'));
      if (server.loseNextAnswer) {
        // Recorded, but the connection drops before the answer arrives.
        server.loseNextAnswer = false;
        answerChange(request);
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return new Promise<Answer>((resolve) => waiting.push(() => resolve(answerChange(request))));
    }
    return { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } };
  });
  // Who scores: the test user unless the test says otherwise; a take-over or a request changes it as the service would.
  function answerLock(request: ApiCall): Answer {
    if (request.method === 'POST' && request.path.endsWith('/request')) server.lock = { ...server.lock, requestedBy: ME };
    else if (request.method === 'POST') server.lock = { ...server.lock, holder: ME, requestedBy: null };
    else if (request.method === 'DELETE') server.lock = { ...server.lock, holder: null, requestedBy: null };
    return request.method === 'DELETE' ? { status: 204, body: null } : { status: 200, body: server.lock };
  }
  const changes = () => callsOf(fetchMock).filter((request) => request.method !== 'GET' && !request.path.startsWith(LOCK_PATH));
  const lockCalls = () => callsOf(fetchMock).filter((request) => request.method !== 'GET' && request.path.startsWith(LOCK_PATH));
  const scoringReads = () => callsOf(fetchMock).filter((request) => request.path === '/api/my/matches/5/scoring').length;
  /** Answers the oldest change waiting for its answer. */
  const release = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()!();
  };
  /** Answers the oldest held read. */
  const releaseRead = () => readsWaiting.shift()!();
  return { server, changes, lockCalls, scoringReads, release, waiting, readsWaiting, releaseRead };
}

function renderConsole(permissions = [permissionRow('matches', { canView: true, canEdit: true })]) {
  return renderScreen(<ScorerConsolePage />, { path: '/my/matches/5/score', route: '/my/matches/:id/score', permissions });
}

// Role queries over antd's dialogs are slow in jsdom; these read the form items by their labels.
const findDialog = () => waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).closest<HTMLElement>('.ant-form-item')!;
const options = (dialog: HTMLElement, label: string) => Array.from(formItem(dialog, label).querySelectorAll('.ant-radio-button-wrapper'), (option) => option.textContent);
const choose = (dialog: HTMLElement, label: string, option: string) => fireEvent.click(within(formItem(dialog, label)).getByText(option));
const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** The open dialog holding `text` (another may still be closing). */
const dialogWith = (text: string) => waitFor(() => screen.getByText(text).closest<HTMLElement>('.ant-modal')!);
/** Answers the open Popconfirm (asking `question`, when given) with its OK button `okText`. */
async function confirm(okText: string, question?: string) {
  const popup = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)')!);
  if (question) expect(within(popup).getByText(question)).toBeTruthy();
  fireEvent.click(within(popup).getByText(okText));
}
/** Opens the antd Select labelled `label`; answers its dropdown. */
async function openSelect(label: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  return waitFor(() => document.getElementById(`${input.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
}
async function selectOptions(label: string) {
  const dropdown = await openSelect(label);
  return waitFor(() => {
    const titles = Array.from(dropdown.querySelectorAll('.ant-select-item-option'), (option) => option.getAttribute('title'));
    expect(titles.length).toBeGreaterThan(0);
    return titles;
  });
}
const pickOption = async (label: string, option: string) => fireEvent.click(await within(await openSelect(label)).findByTitle(option));
const score = () => screen.getByTestId('score').textContent;
const syncStatus = () => screen.getByTestId('sync-status').textContent;

describe('Scorer console (issue #6)', () => {
  it('sends queued taps one at a time, in order, each with the next expectedSequence, and never twice', async () => {
    const service = fakeService([openers, ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });

    tap('4');
    tap('0');
    tap('2');
    // The engine's fold shows the three balls once stored on the device; the server has none of them yet.
    await waitFor(() => expect(score()).toBe('7/0'));
    // The banner follows once the score has painted.
    await waitFor(() => expect(syncStatus()).toBe(TEXTS.syncing(3)));
    await waitFor(() => expect(service.changes()).toHaveLength(1));
    expect(service.changes()[0]).toMatchObject({ path: EVENTS_PATH, body: { expectedSequence: 2, event: { type: 'delivery', runs: 4, boundary: 4 } } });

    await service.release();
    await waitFor(() => expect(service.changes()).toHaveLength(2));
    expect(service.changes()[1].body).toEqual({ expectedSequence: 3, event: { type: 'delivery', runs: 0 } });
    await service.release();
    await waitFor(() => expect(service.changes()).toHaveLength(3));
    expect(service.changes()[2].body).toEqual({ expectedSequence: 4, event: { type: 'delivery', runs: 2 } });
    await service.release();

    await waitFor(() => expect(syncStatus()).toBe(TEXTS.allSynced));
    expect(service.changes()).toHaveLength(3);
    expect(service.server.events.slice(2)).toEqual([ball(4, { boundary: 4 }), ball(0), ball(2)]);
    expect(score()).toBe('7/0');
    expect(screen.queryByTestId('scoring-notice')).toBeNull();

    // Undo is queued the same way, with the sequence after the last answer.
    tap(new RegExp(TEXTS.undo));
    await waitFor(() => expect(score()).toBe('5/0'));
    await service.release();
    await waitFor(() => expect(service.changes()).toHaveLength(4));
    expect(service.changes()[3]).toMatchObject({ path: '/api/my/matches/5/scoring/undo', body: { expectedSequence: 5, last: 'event' } });
    await waitFor(() => expect(service.server.events).toHaveLength(4));
  });

  it('sends a tap the network lost again, with the same expectedSequence, until it is answered', async () => {
    const service = fakeService([openers, ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    service.server.networkDown = true;
    tap('4');
    await waitFor(() => expect(service.changes()).toHaveLength(1));
    service.server.networkDown = false;
    await service.release();
    await waitFor(() => expect(syncStatus()).toBe(TEXTS.allSynced));
    expect(service.changes().map((change) => change.body)).toEqual([
      { expectedSequence: 2, event: { type: 'delivery', runs: 4, boundary: 4 } },
      { expectedSequence: 2, event: { type: 'delivery', runs: 4, boundary: 4 } },
    ]);
    expect(service.server.events).toHaveLength(3);
    expect(score()).toBe('5/0');
  });

  it("keeps a tap on screen when a read of the match asked for before the tap's answer lands after it, and builds the next tap on it", async () => {
    const service = fakeService([openers, ball(1)]);
    const { queryClient } = renderConsole();
    await screen.findByRole('button', { name: '4' });
    tap('4');
    await waitFor(() => expect(service.changes()).toHaveLength(1));
    // The socket tells of a change (another page's, or this ball's event arriving early): the view is read while the server lacks the 4.
    service.server.holdReads = true;
    void queryClient.invalidateQueries({ queryKey: ['/api/my/matches/5/scoring'] });
    await waitFor(() => expect(service.readsWaiting).toHaveLength(1));
    // The 4 is answered, and the older read lands in the same moment.
    await service.release();
    service.releaseRead();
    // The queue's own read after the answer is on its way; the screen keeps the 4 meanwhile.
    await waitFor(() => expect(service.readsWaiting).toHaveLength(1));
    expect(score()).toBe('5/0');
    // The next tap follows the 4; it goes once that read is in.
    tap('1');
    await waitFor(() => expect(score()).toBe('6/0'));
    service.server.holdReads = false;
    service.releaseRead();
    await waitFor(() => expect(service.changes()).toHaveLength(2));
    expect(service.changes()[1].body).toEqual({ expectedSequence: 3, event: { type: 'delivery', runs: 1 } });
    await service.release();
    await waitFor(() => expect(syncStatus()).toBe(TEXTS.allSynced));
    expect(score()).toBe('6/0');
    expect(screen.queryByTestId('scoring-conflict')).toBeNull();
  });

  it('counts a tap whose answer was lost once, and sends the taps queued after it', async () => {
    const service = fakeService([openers, ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    service.server.loseNextAnswer = true;
    tap('4');
    tap('1');
    // The resend of the 4 is refused as stale; the server already holds it, so the 1 goes next.
    await service.release();
    await service.release();
    await waitFor(() => expect(syncStatus()).toBe(TEXTS.allSynced));
    expect(service.changes().map((change) => change.body)).toEqual([
      { expectedSequence: 2, event: { type: 'delivery', runs: 4, boundary: 4 } },
      { expectedSequence: 2, event: { type: 'delivery', runs: 4, boundary: 4 } },
      { expectedSequence: 3, event: { type: 'delivery', runs: 1 } },
    ]);
    expect(service.server.events.slice(2)).toEqual([ball(4, { boundary: 4 }), ball(1)]);
    expect(screen.queryByTestId('scoring-notice')).toBeNull();
    await waitFor(() => expect(score()).toBe('6/0'));
  });

  it("keeps the taps another device's balls made stale, shows both sides beside the server's score, and discards them when asked", async () => {
    const service = fakeService([openers, ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    // Another device of the scorer records a six meanwhile.
    service.server.events.push(ball(6, { boundary: 6 }));

    tap('4');
    await waitFor(() => expect(score()).toBe('5/0'));
    await service.release();

    const notice = await screen.findByTestId('scoring-notice');
    expect(notice.textContent).toContain(SCORING_API_MESSAGES.stale(2, 3));
    const conflict = await screen.findByTestId('scoring-conflict');
    expect(within(conflict).getByText(TEXTS.conflictTitle)).toBeTruthy();
    expect(within(screen.getByTestId('conflict-server')).getByText('Tiger 1 to Lion 2, SIX')).toBeTruthy();
    expect(within(screen.getByTestId('conflict-device')).getByText('Tiger 1 to Lion 2, FOUR')).toBeTruthy();
    // The server's score shows, the device's ball stays stored, and nothing more is sent or tapped.
    await waitFor(() => expect(score()).toBe('7/0'));
    expect((await storedQueue(ME.id, 5).load())?.pending).toEqual([{ kind: 'event', event: ball(4, { boundary: 4 }) }]);
    expect((screen.getByRole('button', { name: '4' }) as HTMLButtonElement).disabled).toBe(true);
    // Held taps are told to the server, so nobody takes the match over meanwhile.
    await waitFor(() => expect(service.lockCalls()).toMatchObject([{ method: 'POST', path: LOCK_PATH, body: { takeOver: false, unsynced: 1 } }]));

    fireEvent.click(within(conflict).getByText(TEXTS.discardDevice));
    await confirm(TEXTS.discardDevice, TEXTS.discardQuestion(1));
    await waitFor(() => expect(syncStatus()).toBe(TEXTS.allSynced));
    expect(await storedQueue(ME.id, 5).load()).toBeNull();
    expect(service.changes()).toHaveLength(1);
    expect(service.server.events).toHaveLength(3);
  });

  it('builds a run-out event from the dismissal dialog: the batter out, the runs completed, the end and the fielder', async () => {
    const service = fakeService([openers, ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    // After the single Lion 2 is on strike and Lion 1 at the other end.
    expect(screen.getByTestId('striker').textContent).toBe('Lion 2* 0(0)');

    tap(TEXTS.wicket);
    const dialog = await findDialog();
    // Bowled: the new batter takes the striker's end, so no end is asked.
    expect(within(dialog).queryByText(TEXTS.wicketEnd)).toBeNull();
    choose(dialog, TEXTS.howOut, 'run out');
    choose(dialog, TEXTS.batterOut, 'Lion 1');
    choose(dialog, TEXTS.runsCompleted, '1');
    // Lion 1 was run out going back for a second run to the non-striker's end, unless the scorer says otherwise.
    expect(formItem(dialog, TEXTS.wicketEnd).querySelector('.ant-radio-button-wrapper-checked')?.textContent).toBe(TEXTS.nonStrikerEnd);
    choose(dialog, TEXTS.wicketEnd, TEXTS.strikerEnd);
    choose(dialog, TEXTS.fielder, 'Tiger 3');
    fireEvent.click(within(dialog).getByText(TEXTS.recordWicket));

    await service.release();
    expect(service.changes()[0].body).toEqual({
      expectedSequence: 2,
      event: { type: 'delivery', runs: 1, wicket: { kind: 'run_out', batter: '101', fielders: ['203'], end: 'striker' } },
    });
    // The engine now wants the new batter; Lion 1 is out and Lion 2 still in, so neither is offered.
    const prompt = await screen.findByLabelText(TEXTS.newBatterTitle);
    expect(Array.from(prompt.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Lion 3', 'Lion 4', 'Lion 5']);
    // The new batter goes to the end where the wicket was put down: on strike.
    fireEvent.click(within(prompt).getByText('Lion 3'));
    await service.release();
    await waitFor(() => expect(screen.getByTestId('striker').textContent).toBe('Lion 3* 0(0)'));
  });

  it('records off a free hit the dismissals it allows at once, off a no-ball too', async () => {
    const service = fakeService([openers, ball(0, { extra: 'no_ball' })]);
    renderConsole();
    expect(await screen.findByTestId('free-hit')).toBeTruthy();
    tap(TEXTS.wicket);
    const dialog = await findDialog();
    expect(formItem(dialog, TEXTS.howOut).querySelector('.ant-radio-button-wrapper-checked')?.textContent).toBe('run out');
    choose(dialog, TEXTS.ball, TEXTS.noBallBall);
    expect(options(dialog, TEXTS.howOut)).toEqual(['run out', 'hit the ball twice', 'obstructing the field']);
    fireEvent.click(within(dialog).getByText(TEXTS.recordWicket));
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 2, event: { type: 'delivery', runs: 0, extra: 'no_ball', wicket: { kind: 'run_out' } } });
  });

  it('records a dismissal the free hit refuses only once the scorer confirms the umpire gave it', async () => {
    const service = fakeService([openers, ball(0, { extra: 'no_ball' })]);
    renderConsole();
    expect(await screen.findByTestId('free-hit')).toBeTruthy();
    tap(TEXTS.wicket);
    const dialog = await findDialog();
    choose(dialog, TEXTS.howOut, 'bowled');
    fireEvent.click(within(dialog).getByText(TEXTS.recordWicket));
    // The Laws' refusal is the question; nothing is sent before the answer.
    expect(await screen.findByText(SCORING_MESSAGES.dismissalOff('bowled', 'a free hit'))).toBeTruthy();
    expect(service.changes()).toHaveLength(0);
    await confirm(TEXTS.umpireAllowed);
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 2, event: { type: 'delivery', runs: 0, wicket: { kind: 'bowled' }, asCalled: true } });
    await waitFor(() => expect(score()).toBe('1/1'));
  });

  it('asks for the next bowler at the end of the over', async () => {
    const service = fakeService([openers, ...Array.from({ length: 6 }, () => ball(0))]);
    renderConsole();
    const prompt = await screen.findByLabelText(TEXTS.nextBowlerTitle);
    fireEvent.click(within(prompt).getByText('Tiger 2'));
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 7, event: { type: 'bowler', bowler: '202' } });
    expect(await screen.findByRole('button', { name: '4' })).toBeTruthy();
  });

  it('takes the bowler of the last over after the scorer confirms the umpire allowed it', async () => {
    const service = fakeService([openers, ...Array.from({ length: 6 }, () => ball(0))]);
    renderConsole();
    const prompt = await screen.findByLabelText(TEXTS.nextBowlerTitle);
    fireEvent.click(within(prompt).getByText('Tiger 1'));
    expect(await screen.findByText(SCORING_MESSAGES.consecutiveOvers)).toBeTruthy();
    expect(service.changes()).toHaveLength(0);
    await confirm(TEXTS.umpireAllowed);
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 7, event: { type: 'bowler', bowler: '201', asCalled: true } });
    await waitFor(() => expect(screen.getByTestId('bowler').textContent).toBe('Bowler: Tiger 1 1-1-0-0'));
  });

  it("offers another ball right after the ball that ended the over, and only then", async () => {
    const service = fakeService([openers, ...Array.from({ length: 6 }, () => ball(0))]);
    renderConsole();
    await screen.findByLabelText(TEXTS.nextBowlerTitle);
    tap(TEXTS.anotherBall);
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 7, event: { type: 'another_ball' } });
    // The over is open again: the pad is back, Tiger 1 still bowling (no maiden yet), and no other ball to allow.
    expect(await screen.findByRole('button', { name: '4' })).toBeTruthy();
    expect(screen.getByTestId('bowler').textContent).toBe('Bowler: Tiger 1 1-0-0-0');
    expect(screen.queryByRole('button', { name: TEXTS.anotherBall })).toBeNull();
    // Its seventh ball ends it again.
    tap('1');
    await service.release();
    expect(await screen.findByLabelText(TEXTS.nextBowlerTitle)).toBeTruthy();
    expect(screen.getByTestId('overs').textContent).toBe('(1 ov)');
  });

  it("ends the over as the umpire called it from the calls bar, after a confirmation; not before the over's first ball", async () => {
    const service = fakeService([openers, ...Array.from({ length: 5 }, () => ball(1))]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    fireEvent.click(screen.getByText(TEXTS.endOverNow));
    await confirm(TEXTS.endOver, TEXTS.endOverConfirm(5));
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 6, event: { type: 'end_over' } });
    expect(await screen.findByLabelText(TEXTS.nextBowlerTitle)).toBeTruthy();
    expect(screen.getByTestId('overs').textContent).toBe('(1 ov)');

    fireEvent.click(within(screen.getByLabelText(TEXTS.nextBowlerTitle)).getByText('Tiger 2'));
    await service.release();
    await screen.findByRole('button', { name: '4' });
    expect(screen.queryByText(TEXTS.endOverNow)).toBeNull();
  });

  it('brings on a substitute between overs: the side, who goes off, who comes on from the rest of the squad, and why', async () => {
    const service = fakeService([openers, ...Array.from({ length: 6 }, () => ball(1))]);
    renderConsole();
    // The over is over and the next bowler not named yet: the substitute is offered all the same.
    await screen.findByLabelText(TEXTS.nextBowlerTitle);
    tap(TEXTS.substitute);
    const dialog = await dialogWith(TEXTS.recordSubstitute);
    choose(dialog, TEXTS.substituteSide, 'Tigers');
    await pickOption(TEXTS.playerGoingOff, 'Tiger 2');
    // Whoever goes off cannot come on for themselves.
    expect(await selectOptions(TEXTS.playerComingOn)).toEqual(['Tiger 1', 'Tiger 3', 'Tiger 4', 'Tiger 5']);
    await pickOption(TEXTS.playerComingOn, 'Tiger 5');
    choose(dialog, TEXTS.substituteReason, 'Concussion substitute');
    fireEvent.click(within(dialog).getByText(TEXTS.recordSubstitute));
    await service.release();
    expect(service.changes()[0].body).toEqual({
      expectedSequence: 7,
      event: { type: 'substitute', side: 'team2', out: '202', in: '205', reason: 'concussion' },
    });
    expect(await screen.findByLabelText(TEXTS.nextBowlerTitle)).toBeTruthy();
  });

  it('records a batter who has not batted absent hurt from More', async () => {
    const service = fakeService([openers, ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    tap(TEXTS.more);
    await findDialog();
    fireEvent.click(screen.getByText(TEXTS.absentHurt));
    const prompt = await screen.findByLabelText(TEXTS.absentHurtTitle);
    // The openers have batted: only the rest of the side is offered.
    expect(Array.from(prompt.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Lion 3', 'Lion 4', 'Lion 5']);
    fireEvent.click(within(prompt).getByText('Lion 5'));
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 2, event: { type: 'absent_hurt', batter: '105' } });
  });

  it('one tap each for 0 to 7 runs: a 5 and a 7 are run, a 4 and a 6 are boundaries', async () => {
    const service = fakeService([openers]);
    renderConsole();
    await screen.findByRole('button', { name: '7' });
    expect(Array.from(screen.getByLabelText(TEXTS.outcome).querySelectorAll('button'), (button) => button.textContent).slice(0, 8)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    tap('5');
    tap('7');
    tap('6');
    for (let i = 0; i < 3; i++) await service.release();
    await waitFor(() => expect(service.server.events.slice(1)).toEqual([ball(5), ball(7), ball(6, { boundary: 6 })]));
    expect(score()).toBe('18/0');
  });

  it('records overthrows as the runs completed plus the boundary, off the bat or as byes', async () => {
    const service = fakeService([openers]);
    renderConsole();
    tap(await screen.findByRole('button', { name: TEXTS.overthrowsName }).then((button) => button.getAttribute('aria-label')!));
    const dialog = await dialogWith(TEXTS.overthrowsTitle);
    expect(Array.from(dialog.querySelectorAll('.ant-modal-body button'), (button) => button.textContent)).toEqual(['0 + 4', '1 + 4', '2 + 4', '3 + 4']);
    fireEvent.click(within(dialog).getByText('1 + 4'));
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 1, event: { type: 'delivery', runs: 5, boundary: 4 } });
    // One run was run: the batters crossed.
    await waitFor(() => expect(screen.getByTestId('striker').textContent).toBe('Lion 2* 0(0)'));
    expect(screen.getByTestId('non-striker').textContent).toBe('Lion 1 5(1)');

    tap(TEXTS.overthrowsName);
    const byes = await dialogWith(TEXTS.overthrowsTitle);
    fireEvent.click(within(byes).getByText(TEXTS.byes));
    fireEvent.click(within(byes).getByText('2 + 4'));
    await service.release();
    expect(service.changes()[1].body).toEqual({ expectedSequence: 2, event: { type: 'delivery', runs: 6, runsKind: 'bye', boundary: 4 } });
  });

  it('changes the bowler mid-over: the one bowling is not offered again, the over goes on with the new one', async () => {
    const service = fakeService([openers, ball(0), ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    tap(TEXTS.changeBowler);
    const dialog = await dialogWith(TEXTS.changeBowlerHelp);
    const current = within(dialog).getByRole('button', { name: 'Tiger 1' }) as HTMLButtonElement;
    expect([current.disabled, current.title]).toEqual([true, SCORING_MESSAGES.alreadyBowling('Tiger 1')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tiger 3' }));
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 3, event: { type: 'bowler', bowler: '203' } });
    await waitFor(() => expect(screen.getByTestId('bowler').textContent).toBe('Bowler: Tiger 3 0-0-0-0'));
    expect(screen.getByTestId('overs').textContent).toBe('(0.2 ov)');
  });

  it('sends the comment typed with the next ball, and clears it', async () => {
    const service = fakeService([openers]);
    renderConsole();
    const comment = (await screen.findByLabelText(TEXTS.comment)) as HTMLInputElement;
    fireEvent.change(comment, { target: { value: '  Edged, dropped at slip ' } });
    tap('1');
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 1, event: { type: 'delivery', runs: 1, comment: 'Edged, dropped at slip' } });
    expect(comment.value).toBe('');
    tap('0');
    await service.release();
    expect(service.changes()[1].body).toEqual({ expectedSequence: 2, event: { type: 'delivery', runs: 0 } });
  });

  it('corrects a ball of the previous over on the pad: sent to its seq, the match refolded, the ball keeps its comment', async () => {
    const service = fakeService([openers, ball(1), ball(0, { comment: 'Beaten' }), ...Array.from({ length: 4 }, () => ball(1)), { type: 'bowler', bowler: '202' }, ball(1)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    expect(score()).toBe('6/0');
    tap(TEXTS.correctBall);
    const list = await dialogWith(TEXTS.correctBallHelp);
    // Latest first: the second over's ball, then the first over's, with the comment of its dot ball.
    expect(within(list).getAllByTestId('commentary-line').map((line) => line.textContent)).toEqual([
      '1.11Tiger 2 to Lion 1, 1 run',
      '0.61Tiger 1 to Lion 1, 1 run',
      '0.51Tiger 1 to Lion 2, 1 run',
      '0.41Tiger 1 to Lion 1, 1 run',
      '0.31Tiger 1 to Lion 2, 1 run',
      '0.20Tiger 1 to Lion 2, no runBeaten',
      '0.11Tiger 1 to Lion 1, 1 run',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: '0.2 Tiger 1 to Lion 2, no run' }));
    const pad = await dialogWith(TEXTS.correctingTitle('0.2', 1));
    expect((within(pad).getByLabelText(TEXTS.comment) as HTMLInputElement).value).toBe('Beaten');
    fireEvent.click(within(pad).getByRole('button', { name: '4' }));
    await service.release();
    expect(service.changes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/my/matches/5/scoring/events/2',
      body: { expectedSequence: 9, event: { type: 'delivery', runs: 4, boundary: 4, comment: 'Beaten' } },
    });
    await waitFor(() => expect(score()).toBe('10/0'));
    expect(service.server.events[2]).toEqual(ball(4, { boundary: 4, comment: 'Beaten' }));
  });

  it('refuses a correction that makes a later entry impossible, naming both, and sends nothing', async () => {
    const service = fakeService([openers, ball(0, { wicket: { kind: 'bowled' } }), { type: 'batter_in', batter: '103' }, ball(2)]);
    renderConsole();
    await screen.findByRole('button', { name: '4' });
    tap(TEXTS.correctBall);
    const list = await dialogWith(TEXTS.correctBallHelp);
    fireEvent.click(within(list).getByRole('button', { name: /^0\.1 / }));
    const pad = await dialogWith(TEXTS.correctingTitle('0.1', 1));
    fireEvent.click(within(pad).getByRole('button', { name: '1' }));
    const notice = await screen.findByTestId('scoring-notice');
    expect(notice.textContent).toContain(
      SCORING_MESSAGES.correctionBreaksLater('ball 0.1 of innings 1', 'the new batter after ball 0.1 of innings 1', SCORING_MESSAGES.noVacancy),
    );
    expect(service.changes()).toHaveLength(0);
  });

  it('records the batter whose turn it is absent hurt from the new batter prompt; with no one left the innings is all out', async () => {
    const bowled = ball(0, { wicket: { kind: 'bowled' } });
    const service = fakeService([openers, bowled, { type: 'batter_in', batter: '103' }, bowled, { type: 'batter_in', batter: '104' }, bowled]);
    renderConsole();
    const prompt = await screen.findByLabelText(TEXTS.newBatterTitle);
    expect(Array.from(prompt.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Lion 5']);
    tap(TEXTS.absentHurt);
    fireEvent.click(within(await screen.findByLabelText(TEXTS.absentHurtTitle)).getByText('Lion 5'));
    await service.release();
    expect(service.changes()[0].body).toEqual({ expectedSequence: 6, event: { type: 'absent_hurt', batter: '105' } });
    expect(await screen.findByRole('button', { name: TEXTS.startInnings })).toBeTruthy();
  });

  it('starts scoring with each side’s playing XI, the toss and the match settings', async () => {
    const fetchMock = scriptedApi(({ method, path }) => {
      if (path === '/api/my/matches/5') return { status: 200, body: matchDetail() };
      if (path === LOCK_PATH) return HELD_BY_ME;
      if (path === '/api/my/teams/11') return { status: 200, body: teamDetail(11, 'Lion', 3) };
      if (path === '/api/my/teams/12') return { status: 200, body: teamDetail(12, 'Tiger', 2) };
      if (path === '/api/my/matches/5/scoring' && method === 'GET') return { status: 200, body: notStartedView };
      if (path === '/api/my/matches/5/toss') return { status: 200, body: matchDetail().match };
      if (path === '/api/my/matches/5/scoring') return { status: 201, body: scoringView([]) };
      return { status: 404, body: {} };
    });
    renderConsole();
    await screen.findByRole('button', { name: TEXTS.startButton });
    // Squads that fit the match play whole: the captain and the wicket-keeper come from the squad.
    expect(within(screen.getByRole('region', { name: TEXTS.playingXITitle('Lions') })).getByText(TEXTS.playingXICount(3, 11))).toBeTruthy();
    fireEvent.click(screen.getByText('Tigers'));
    fireEvent.click(screen.getByText(TEXTS.tossBowl));
    fireEvent.click(screen.getByLabelText(TEXTS.lastManStands));
    tap(TEXTS.startButton);
    await waitFor(() => expect(callsOf(fetchMock).filter((request) => request.method !== 'GET')).toHaveLength(2));
    const [toss, start] = callsOf(fetchMock).filter((request) => request.method !== 'GET');
    expect(toss).toEqual({ method: 'PUT', path: '/api/my/matches/5/toss', body: { tossWinner: 12, tossDecision: 'bowl' } });
    expect(start).toEqual({
      method: 'POST',
      path: '/api/my/matches/5/scoring',
      body: {
        rules: { ballsPerOver: 6, freeHit: true, lastManStands: true },
        playingXI: { team1: { players: ['1101', '1102', '1103'], captain: '1101', wicketKeeper: '1103' }, team2: { players: ['1201', '1202'], captain: null, wicketKeeper: null } },
      },
    });
  });

  it('a squad of one cannot play: the start form says so, naming the team', async () => {
    scriptedApi(({ method, path }) => {
      if (path === '/api/my/matches/5') return { status: 200, body: matchDetail() };
      if (path === LOCK_PATH) return HELD_BY_ME;
      if (path === '/api/my/teams/11') return { status: 200, body: teamDetail(11, 'Lion', 3) };
      if (path === '/api/my/teams/12') return { status: 200, body: teamDetail(12, 'Tiger', 1) };
      if (path === '/api/my/matches/5/scoring' && method === 'GET') return { status: 200, body: notStartedView };
      return { status: 404, body: {} };
    });
    renderConsole();
    expect(await screen.findByText(PLAYING_XI_MESSAGES.squadTooSmall('Tigers'))).toBeTruthy();
  });

  it('sends members who may not edit matches to the live view', async () => {
    fakeService([]);
    renderConsole([permissionRow('matches', { canView: true })]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/matches/5/score'));
  });

  describe('one scorer holds the match (issue 16)', () => {
    it('shows another scorer the score read-only with the holder’s name, and sends their request', async () => {
      const service = fakeService([openers, ball(4, { boundary: 4 })], RAVI);
      renderConsole();
      expect(await screen.findByText(TEXTS.lockHeldBy(RAVI.name))).toBeTruthy();
      expect(score()).toBe('4/0');
      expect(screen.queryByRole('button', { name: '4' })).toBeNull();
      expect(screen.queryByRole('button', { name: TEXTS.lockTakeOver })).toBeNull();

      tap(TEXTS.lockAsk);
      await waitFor(() => expect(service.lockCalls()).toMatchObject([{ method: 'POST', path: `${LOCK_PATH}/request` }]));
      expect(await screen.findByText(TEXTS.lockAsked)).toBeTruthy();
      expect(service.changes()).toEqual([]);
    });

    it('lets a workspace admin take over after confirming, and then shows the console', async () => {
      const service = fakeService([openers, ball(1)], RAVI);
      renderConsole([permissionRow('matches', { canView: true, canEdit: true }), permissionRow('settings', { canView: true, canCreate: true, canEdit: true, canDelete: true })]);
      await screen.findByRole('button', { name: TEXTS.lockTakeOver });
      tap(TEXTS.lockTakeOver);
      await confirm(TEXTS.lockTakeOver, TEXTS.lockTakeOverQuestion(RAVI.name));
      await waitFor(() => expect(service.lockCalls()).toMatchObject([{ method: 'POST', path: LOCK_PATH, body: { takeOver: true } }]));
      expect(await screen.findByText(TEXTS.lockMine)).toBeTruthy();
      expect(await screen.findByRole('button', { name: '4' })).toBeTruthy();
    });

    it('takes a free match when the console opens', async () => {
      const service = fakeService([openers], null);
      renderConsole();
      await waitFor(() => expect(service.lockCalls()).toMatchObject([{ method: 'POST', path: LOCK_PATH, body: { takeOver: false } }]));
      expect(await screen.findByText(TEXTS.lockMine)).toBeTruthy();
    });

    it('tells the holder who asked, and hands the match over after confirming', async () => {
      const service = fakeService([openers]);
      service.server.lock = { ...service.server.lock, requestedBy: RAVI };
      renderConsole();
      expect(await screen.findByText(TEXTS.lockAskedBy(RAVI.name))).toBeTruthy();
      tap(TEXTS.lockHandOver);
      await confirm(TEXTS.lockHandOver);
      await waitFor(() => expect(service.lockCalls()).toMatchObject([{ method: 'DELETE', path: LOCK_PATH }]));
    });
  });

  describe('offline scoring (issue 16)', () => {
    const goOffline = (service: ReturnType<typeof fakeService>, offline: boolean) => {
      service.server.offline = offline;
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
      act(() => {
        window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
      });
    };
    afterEach(() => jest.restoreAllMocks());

    it('downloads the match for offline scoring, says when it was saved, and keeps the copy as each sync confirms', async () => {
      const service = fakeService([openers, ball(1)]);
      renderConsole();
      await screen.findByRole('button', { name: '4' });
      expect(syncStatus()).toBe(TEXTS.allSynced);
      fireEvent.click(screen.getByText(TEXTS.offlineDownload));
      expect((await screen.findByTestId('offline-copy')).textContent).toMatch(/^Ready to score offline · saved \d\d:\d\d$/);
      expect(screen.queryByText(TEXTS.offlineDownload)).toBeNull();
      const copy = await loadOfflineMatch(ME.id, 5);
      expect(copy).toMatchObject({ userId: ME.id, matchId: 5, detail: { match: { id: 5 } }, lock: { holder: ME } });
      expect(copy?.view.events).toHaveLength(2);

      tap('4');
      await service.release();
      await waitFor(() => expect(syncStatus()).toBe(TEXTS.allSynced));
      await waitFor(async () => expect((await loadOfflineMatch(ME.id, 5))?.view.events).toHaveLength(3));
    });

    it('scores offline, comes back from the device after a reload, and syncs the balls in order when the network returns', async () => {
      const service = fakeService([openers, ball(1)]);
      renderConsole();
      await screen.findByRole('button', { name: '4' });
      fireEvent.click(screen.getByText(TEXTS.offlineDownload));
      await screen.findByTestId('offline-copy');

      goOffline(service, true);
      tap('4');
      await waitFor(() => expect(score()).toBe('5/0'));
      tap('1');
      await waitFor(() => expect(score()).toBe('6/0'));
      await waitFor(() => expect(syncStatus()).toBe(TEXTS.offlineWaiting(2)));

      // The page is reloaded with no network: the match, the lock and the queue come from the device.
      cleanup();
      renderConsole();
      await waitFor(() => expect(score()).toBe('6/0'));
      expect(screen.getByText(TEXTS.lockMine)).toBeTruthy();
      // The banner follows the scoreboard once the score has painted.
      await waitFor(() => expect(syncStatus()).toBe(TEXTS.offlineWaiting(2)));
      tap('2');
      await waitFor(() => expect(syncStatus()).toBe(TEXTS.offlineWaiting(3)));

      goOffline(service, false);
      await waitFor(() => expect(syncStatus()).toBe(TEXTS.syncing(3)));
      for (let i = 0; i < 3; i++) await service.release();
      await waitFor(() => expect(syncStatus()).toBe(TEXTS.allSynced));
      expect(service.server.events.slice(2)).toEqual([ball(4, { boundary: 4 }), ball(1), ball(2)]);
      const sent = service.changes().filter((change) => (change.body as { expectedSequence: number }).expectedSequence >= 2);
      expect(sent.slice(-3).map((change) => change.body)).toEqual([
        { expectedSequence: 2, event: { type: 'delivery', runs: 4, boundary: 4 } },
        { expectedSequence: 3, event: { type: 'delivery', runs: 1 } },
        { expectedSequence: 4, event: { type: 'delivery', runs: 2 } },
      ]);
      expect(score()).toBe('8/0');
    });

    it('reports the taps stored on this device when it takes the match', async () => {
      await storedQueue(ME.id, 5).save({ confirmed: [openers], pending: [{ kind: 'event', event: ball(1) }] });
      const service = fakeService([openers], null);
      renderConsole();
      await waitFor(() => expect(service.lockCalls()).toMatchObject([{ method: 'POST', path: LOCK_PATH, body: { takeOver: false, unsynced: 1 } }]));
    });
  });
});
