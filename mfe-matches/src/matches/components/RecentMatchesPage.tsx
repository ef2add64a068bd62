import { Alert, Empty, Flex, Skeleton } from 'antd';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { useMatches } from '../api';
import { MatchCard } from './MatchCard';

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
      {matches.isError && <Alert type="error" showIcon title={matches.error.message} />}
      {matches.isLoading && <Skeleton active />}
      {matches.isSuccess && recent.length === 0 && <Empty description={MATCH_SCREEN_TEXTS.noRecentMatches} />}
      <Flex vertical gap={12}>
        {recent.map((match) => (
          <MatchCard key={match.id} match={match} />
        ))}
      </Flex>
    </Page>
  );
}
