import { lionsVersusTigers, registerUser, scoringConsole, showsScore, signedInContextPage, useJourney } from '../harness';

jest.setTimeout(180_000);

describe('one scorer holds a match', () => {
  const journey = useJourney();

  it('a second scorer watches read-only while the first scores, asks for the match, and scores once it is handed over', async () => {
    const { baseUrl, browser } = journey;
    const admin = await registerUser(baseUrl);
    const scorer = await registerUser(baseUrl);
    const workspaceId = admin.registered.workspace.id;
    expect((await admin.session.request('POST', `/api/workspaces/${workspaceId}/members`, { username: scorer.user.username, role: 'member' })).status).toBe(201);
    expect((await scorer.session.request('POST', '/api/workspaces/switch', { workspaceId })).status).toBe(200);
    const match = await lionsVersusTigers(admin.session, 5);
    const consolePath = `${baseUrl}/my/matches/${match.id}/score`;

    // The member opens the console first: it is theirs, and they score the first ball.
    const first = await signedInContextPage(browser, baseUrl, scorer.session, { width: 390, height: 844 });
    await first.goto(consolePath);
    await first.getByTestId('scorer-lock').getByText('You are scoring this match').waitFor();
    const firstConsole = scoringConsole(first);
    await firstConsole.start('Lions');
    await firstConsole.openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await firstConsole.pad('4').click();
    await showsScore(first, '4/0', '0.1');

    // The admin opens it too: the holder's name, the score read-only, no pad; they ask for the match.
    const second = await signedInContextPage(browser, baseUrl, admin.session);
    await second.goto(consolePath);
    const notice = second.getByTestId('scorer-lock');
    await notice.getByText(`${scorer.user.name} is scoring this match`).waitFor();
    await showsScore(second, '4/0', '0.1');
    expect(await second.getByRole('region', { name: 'Outcome' }).count()).toBe(0);
    await notice.getByRole('button', { name: 'Ask to score' }).click();
    await notice.getByText('You asked to score this match').waitFor();

    // The holder sees who asked and hands the match over.
    const bar = first.getByTestId('scorer-lock');
    await bar.getByText(`${admin.user.name} asks to score this match`).waitFor();
    await bar.getByRole('button', { name: 'Hand over' }).click();
    await first.locator('.ant-popconfirm').getByRole('button', { name: 'Hand over' }).click();

    // The admin's console takes it on its next look; their ball counts, and the member now watches.
    await second.getByTestId('scorer-lock').getByText('You are scoring this match').waitFor();
    await scoringConsole(second).pad('1').click();
    await showsScore(second, '5/0', '0.2');
    await first.getByTestId('scorer-lock').getByText(`${admin.user.name} is scoring this match`).waitFor();
    await showsScore(first, '5/0', '0.2');
    const lock = await admin.session.request<{ holder: { name: string } }>('GET', `/api/my/matches/${match.id}/scoring/lock`);
    expect(lock.body.holder.name).toBe(admin.user.name);
  });
});
