/**
 * Who reads a workspace's matches (issue 21): anyone with the link, signed in or not, like the
 * live scores people compare it with ('public', the default), or only the workspace's members.
 * A workspace admin sets it in the workspace settings; identity holds it and the matches service
 * keeps a copy on each match.
 */
export const MATCH_VISIBILITIES = ['public', 'members'] as const;
export type MatchVisibility = (typeof MATCH_VISIBILITIES)[number];
export const DEFAULT_MATCH_VISIBILITY: MatchVisibility = 'public';

export const MATCH_VISIBILITY_MESSAGES = {
  invalid: `Match visibility must be one of ${MATCH_VISIBILITIES.join(', ')}`,
} as const;

export function isMatchVisibility(value: unknown): value is MatchVisibility {
  return (MATCH_VISIBILITIES as readonly unknown[]).includes(value);
}

/**
 * The one rule of who reads a match and hears its live score: a public match anyone; a
 * members-only one only a reader whose current workspace owns it (rights come from inside the
 * workspace, as everywhere). The matches service answers 404 otherwise and realtime sends nothing.
 */
export function mayWatchMatch(match: { workspaceId: number | null; membersOnly: boolean }, readerWorkspaceId: number | null | undefined): boolean {
  return !match.membersOnly || (readerWorkspaceId != null && readerWorkspaceId === match.workspaceId);
}

/**
 * What every event of a match carries for realtime: a members-only match's live messages reach
 * only sockets of its workspace (mayWatchMatch); a public match's carry nothing extra.
 */
export interface MatchAudienceData {
  membersOnly?: true;
}

export function matchAudience(match: { membersOnly: boolean }): MatchAudienceData {
  return match.membersOnly ? { membersOnly: true } : {};
}

/** The workspace settings' card (shell) and what the journeys look for. */
export const MATCH_VISIBILITY_TEXTS = {
  title: 'Match pages',
  label: 'Who can open a shared match link',
  options: {
    public: 'Anyone with the link',
    members: 'Members of this workspace only',
  } satisfies Record<MatchVisibility, string>,
  help: 'A match link opens its score, scorecard and commentary, read-only and live. Nothing else of the workspace is shown.',
  saved: 'Match pages updated',
} as const;
