import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { MatchList } from '../components/MatchList';
import { useMatches } from '../hooks/useMatchQueries';

/**
 * Recent Matches (/matches/recent, the phone's Matches tab, core §2): the live matches and those
 * played, newest first as the service lists them; upcoming ones are on My Matches.
 */
export function RecentMatchesPage() {
  const matches = useMatches(null);
  const recent = (matches.data?.matches ?? []).filter((match) => match.status !== 'upcoming');
  return (
    <Page>
      <PageHeader title={MATCH_SCREEN_TEXTS.recentTitle} subtitle={MATCH_SCREEN_TEXTS.recentSubtitle} />
      <MatchList query={matches} matches={recent} emptyText={MATCH_SCREEN_TEXTS.noRecentMatches} />
    </Page>
  );
}
