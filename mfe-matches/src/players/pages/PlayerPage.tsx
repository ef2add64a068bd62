import { lazy, Suspense } from 'react';
import {
  BATTING_STYLE_LABELS,
  BOWLING_STYLE_LABELS,
  CAREER_PATHS,
  PLAYING_ROLE_LABELS,
  TEAM_MESSAGES,
  type PlayerCareerResponse,
  type PlayerProfileResponse,
} from '@cricket/contracts';
import { isApiError, useAuth } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Tag } from 'antd';
import { Link, useParams } from '@cricket/shell-sdk/router';
import { NotFound } from '../../common/components/NotFound';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { QueryError } from '../../common/components/QueryError';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';
import { CareerSummary } from '../components/CareerSummary';
import { PlayerMatches } from '../components/PlayerMatches';
import { useCareerFilter } from '../hooks/useCareerFilter';

// The pickers and the charts load after the page: antd's Select and the charts would take it past its budget.
const CareerFilters = lazy(() => import('../components/CareerFilters').then((m) => ({ default: m.CareerFilters })));
const RunsChart = lazy(() => import('../components/RunsChart').then((m) => ({ default: m.RunsChart })));
const DismissalsCard = lazy(() => import('../components/DismissalsCard').then((m) => ({ default: m.DismissalsCard })));

/**
 * A player's page (/players/{id}): their teams, career by format, form and every completed match.
 * Published with their workspace's public matches, so a fan opens it from a shared match signed out.
 */
export function PlayerPage() {
  const { id = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const playerId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const profile = useQuery<PlayerProfileResponse>({ queryKey: [CAREER_PATHS.player(playerId ?? 0)], enabled: playerId !== null });
  const choices = useCareerFilter(profile.data);
  // Narrowed once the profile says which seasons, tournaments and squads are the player's.
  const career = useQuery<PlayerCareerResponse>({ queryKey: [CAREER_PATHS.career(playerId ?? 0, choices.filter)], enabled: playerId !== null && profile.isSuccess });
  if (playerId === null) return <NotFound title={TEAM_MESSAGES.playerNotFound} backTo="/my/teams" backText={TEXTS.returnToTeams} />;
  if (profile.isLoading) return <PageSpinner />;
  if (!profile.data) {
    if (isApiError(profile.error) && profile.error.status === 404) return <NotFound title={TEAM_MESSAGES.playerNotFound} backTo="/my/teams" backText={TEXTS.returnToTeams} />;
    return <QueryError query={profile} />;
  }
  const { player, teams, matches } = profile.data;

  return (
    <Page>
      <PageHeader
        title={player.name}
        subtitle={
          <Flex gap={8} wrap align="center">
            <span>
              {[PLAYING_ROLE_LABELS[player.playingRole], player.battingStyle && BATTING_STYLE_LABELS[player.battingStyle], player.bowlingStyle && BOWLING_STYLE_LABELS[player.bowlingStyle]]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {teams.map((team) => (
              <Tag key={team.playerId}>{isAuthenticated ? <Link to={`/my/teams/${team.teamId}`}>{team.teamName}</Link> : team.teamName}</Tag>
            ))}
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title={TEXTS.career}>
            {matches.length > 0 && (
              <Suspense fallback={null}>
                <CareerFilters choices={choices} />
              </Suspense>
            )}
            {career.isLoading ? <PageSpinner /> : career.data ? <CareerSummary formats={career.data.formats} /> : <QueryError query={career} />}
          </Card>
        </Col>
        {matches.some((entry) => entry.figures.batting.length > 0) && (
          <Col xs={24}>
            <Card title={TEXTS.form}>
              <Suspense fallback={<PageSpinner />}>
                <RunsChart matches={matches} />
              </Suspense>
            </Card>
          </Col>
        )}
        <Col xs={24}>
          <Suspense fallback={null}>
            <DismissalsCard matches={matches} />
          </Suspense>
        </Col>
        <Col xs={24}>
          <Card>
            <PlayerMatches matches={matches} />
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
