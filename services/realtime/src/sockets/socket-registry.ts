import type { Audience } from '../events/event-messages';

/** What realtime knows of one open socket: its user (none for a fan without an account), workspace and match subscriptions. */
export interface SocketClient<S = unknown> {
  socket: S;
  userId: number | null;
  workspaceId: number | null;
  matches: Set<number>;
}

/**
 * The open sockets of this replica, indexed for fan-out by match and by workspace.
 * Nothing here outlives its sockets; replicas share no state.
 */
export class SocketRegistry<S = unknown> {
  private readonly clients = new Map<S, SocketClient<S>>();
  private readonly byMatch = new Map<number, Set<SocketClient<S>>>();
  private readonly byWorkspace = new Map<number, Set<SocketClient<S>>>();

  add(socket: S, userId: number | null, workspaceId: number | null): SocketClient<S> {
    const client: SocketClient<S> = { socket, userId, workspaceId, matches: new Set() };
    this.clients.set(socket, client);
    if (workspaceId !== null) addTo(this.byWorkspace, workspaceId, client);
    return client;
  }

  remove(socket: S): void {
    const client = this.clients.get(socket);
    if (!client) return;
    this.clients.delete(socket);
    for (const matchId of client.matches) removeFrom(this.byMatch, matchId, client);
    if (client.workspaceId !== null) removeFrom(this.byWorkspace, client.workspaceId, client);
  }

  get(socket: S): SocketClient<S> | undefined {
    return this.clients.get(socket);
  }

  subscribe(client: SocketClient<S>, matchId: number): void {
    client.matches.add(matchId);
    addTo(this.byMatch, matchId, client);
  }

  unsubscribe(client: SocketClient<S>, matchId: number): void {
    client.matches.delete(matchId);
    removeFrom(this.byMatch, matchId, client);
  }

  /** A member removed from a workspace stops receiving its private messages at once. */
  revokeWorkspace(userId: number, workspaceId: number): number {
    let revoked = 0;
    for (const client of [...(this.byWorkspace.get(workspaceId) ?? [])]) {
      if (client.userId !== userId) continue;
      removeFrom(this.byWorkspace, workspaceId, client);
      client.workspaceId = null;
      revoked++;
    }
    return revoked;
  }

  /**
   * Every socket in any of the audiences, each once. The one audience of a live score (a
   * match, open to all its subscribers) or of a workspace is the index's own set, not a copy:
   * read it at once, before any socket comes or goes.
   */
  recipients(audiences: readonly Audience[]): ReadonlySet<SocketClient<S>> {
    if (audiences.length === 1) {
      const [audience] = audiences;
      if (audience.kind === 'match' && audience.membersOf === undefined) return this.byMatch.get(audience.matchId) ?? NOBODY;
      if (audience.kind === 'workspace') return this.byWorkspace.get(audience.workspaceId) ?? NOBODY;
    }
    if (audiences.some((a) => a.kind === 'signed-in')) return new Set([...this.clients.values()].filter((client) => client.userId !== null));
    const result = new Set<SocketClient<S>>();
    for (const audience of audiences) {
      if (audience.kind === 'signed-in') continue;
      const group = audience.kind === 'match' ? this.byMatch.get(audience.matchId) : this.byWorkspace.get(audience.workspaceId);
      const membersOf = audience.kind === 'match' ? audience.membersOf : undefined;
      if (group) for (const client of group) if (membersOf === undefined || client.workspaceId === membersOf) result.add(client);
    }
    return result;
  }

  get size(): number {
    return this.clients.size;
  }

  all(): IterableIterator<SocketClient<S>> {
    return this.clients.values();
  }
}

const NOBODY: ReadonlySet<never> = new Set();

function addTo<S>(index: Map<number, Set<SocketClient<S>>>, key: number, client: SocketClient<S>): void {
  let group = index.get(key);
  if (!group) index.set(key, (group = new Set()));
  group.add(client);
}

function removeFrom<S>(index: Map<number, Set<SocketClient<S>>>, key: number, client: SocketClient<S>): void {
  const group = index.get(key);
  if (!group) return;
  group.delete(client);
  if (group.size === 0) index.delete(key);
}
