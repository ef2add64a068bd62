import { ANONYMOUS } from '@cricket/contracts';
import { signInternalToken } from '@cricket/service-kit';
import { parseClientMessage, PROTOCOL_ERRORS } from './client-protocol';
import { SocketRegistry } from './socket-registry';
import { decideUpgrade, originAllowed, parseAllowedOrigins } from './upgrade-auth';

const SECRET = 'test-secret';
const user = { id: 1, username: 'a', name: 'A', email: 'a@x', role: 'player' };
const token = (ctx = { user, workspace: { id: 2, name: 'W', role: 'member' as const }, permissions: [] }) => signInternalToken(ctx, SECRET);

describe('upgrade decision', () => {
  const none = new Set<string>();
  it('accepts a signed-in context from the same origin', () => {
    const d = decideUpgrade({ host: 'app.test', origin: 'https://app.test', 'x-internal-auth': token() }, SECRET, none);
    expect(d).toMatchObject({ ok: true, context: { user: { id: 1 } } });
  });
  it("refuses 401 without the gateway's token or with a bad one", () => {
    expect(decideUpgrade({ host: 'app.test' }, SECRET, none)).toMatchObject({ ok: false, status: 401 });
    expect(decideUpgrade({ host: 'app.test', 'x-internal-auth': 'nope' }, SECRET, none)).toMatchObject({ ok: false, status: 401 });
  });
  it("accepts the gateway's anonymous context: a fan watching a shared match", () => {
    expect(decideUpgrade({ host: 'app.test', 'x-internal-auth': signInternalToken(ANONYMOUS, SECRET) }, SECRET, none)).toEqual({ ok: true, context: ANONYMOUS });
  });
  it('refuses 403 a foreign origin unless listed', () => {
    const headers = { host: 'app.test', origin: 'https://other.test', 'x-internal-auth': token() };
    expect(decideUpgrade(headers, SECRET, none)).toMatchObject({ ok: false, status: 403 });
    expect(decideUpgrade(headers, SECRET, parseAllowedOrigins(' https://other.test , http://x.test'))).toMatchObject({ ok: true });
  });
  it('compares with the forwarded host first', () => {
    expect(originAllowed({ host: 'realtime:3108', 'x-forwarded-host': 'app.test', origin: 'https://app.test' }, new Set())).toBe(true);
    expect(originAllowed({ host: 'app.test', 'x-forwarded-host': 'evil.test', origin: 'https://app.test' }, new Set())).toBe(false);
    expect(originAllowed({ host: 'app.test', origin: 'not a url' }, new Set())).toBe(false);
  });
});

describe('client messages', () => {
  it('reads both subscribe shapes and refuses bad input with an error', () => {
    expect(parseClientMessage('{"type":"PING","source":"diagnostics"}')).toEqual({ kind: 'pong' });
    expect(parseClientMessage('{"type":"SUBSCRIBE_MATCH","matchId":3}')).toEqual({ kind: 'subscribe', matchId: 3 });
    expect(parseClientMessage('{"type":"UNSUBSCRIBE_MATCH","data":{"matchId":"4"}}')).toEqual({ kind: 'unsubscribe', matchId: 4 });
    expect(parseClientMessage('{')).toEqual({ kind: 'error', message: PROTOCOL_ERRORS.malformed });
    expect(parseClientMessage('null')).toEqual({ kind: 'error', message: PROTOCOL_ERRORS.malformed });
    expect(parseClientMessage('{"type":"X"}')).toEqual({ kind: 'error', message: PROTOCOL_ERRORS.unknownType });
    expect(parseClientMessage('{"type":"SUBSCRIBE_MATCH","matchId":1.5}')).toEqual({ kind: 'error', message: PROTOCOL_ERRORS.invalidMatchId });
  });
});

describe('SocketRegistry', () => {
  it('finds recipients by match and workspace, each once, and forgets closed sockets', () => {
    const r = new SocketRegistry<string>();
    const a = r.add('a', 1, 10);
    const b = r.add('b', 2, 20);
    r.add('c', 3, null);
    r.subscribe(a, 5);
    r.subscribe(b, 5);
    expect([...r.recipients([{ kind: 'match', matchId: 5 }, { kind: 'workspace', workspaceId: 10 }])].map((c) => c.socket)).toEqual(['a', 'b']);
    expect(r.recipients([{ kind: 'signed-in' }]).size).toBe(3);
    r.unsubscribe(b, 5);
    r.remove('a');
    expect(r.recipients([{ kind: 'match', matchId: 5 }]).size).toBe(0);
    expect(r.revokeWorkspace(2, 20)).toBe(1);
    expect(r.recipients([{ kind: 'workspace', workspaceId: 20 }]).size).toBe(0);
  });

  it("sends a fan without an account a public match's messages only, and a members-only match's to its workspace only", () => {
    const r = new SocketRegistry<string>();
    const fan = r.add('fan', null, null);
    const member = r.add('member', 1, 10);
    const stranger = r.add('stranger', 2, 20);
    for (const client of [fan, member, stranger]) r.subscribe(client, 5);
    const sockets = (audiences: Parameters<typeof r.recipients>[0]) => [...r.recipients(audiences)].map((c) => c.socket);
    expect(sockets([{ kind: 'match', matchId: 5 }])).toEqual(['fan', 'member', 'stranger']);
    expect(sockets([{ kind: 'match', matchId: 5, membersOf: 10 }])).toEqual(['member']);
    expect(sockets([{ kind: 'signed-in' }])).toEqual(['member', 'stranger']);
  });

  it("hands a live score's one audience over without copying it, and stays right as sockets come and go", () => {
    const r = new SocketRegistry<string>();
    const a = r.add('a', 1, 10);
    const b = r.add('b', null, null);
    r.subscribe(a, 5);
    r.subscribe(b, 5);
    const audience = [{ kind: 'match' as const, matchId: 5 }];
    expect(r.recipients(audience)).toBe(r.recipients(audience));
    expect(r.recipients([{ kind: 'workspace', workspaceId: 10 }])).toBe(r.recipients([{ kind: 'workspace', workspaceId: 10 }]));
    expect(r.recipients([{ kind: 'match', matchId: 5, membersOf: 10 }])).not.toBe(r.recipients([{ kind: 'match', matchId: 5, membersOf: 10 }]));
    r.remove('a');
    expect([...r.recipients(audience)].map((c) => c.socket)).toEqual(['b']);
    r.unsubscribe(b, 5);
    expect(r.recipients(audience).size).toBe(0);
    expect(r.recipients([{ kind: 'match', matchId: 99 }]).size).toBe(0);
  });
});
