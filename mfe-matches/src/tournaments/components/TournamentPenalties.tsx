import type { TournamentPenaltyResponse } from '@cricket/contracts';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useRemovePenalty } from '../hooks/usePointsTable';
import { deducted } from '../utils/penalties';
import { AddPenaltyButton } from './AddPenaltyButton';

/** The deductions under the points table, each with its reason; the organiser adds and removes them. */
export function TournamentPenalties({ tournamentId, penalties, canManage }: { tournamentId: string; penalties: TournamentPenaltyResponse[]; canManage: boolean }) {
  const remove = useRemovePenalty(tournamentId);
  if (!penalties.length && !canManage) return null;
  return (
    <Flex vertical gap={8} data-testid="tournament-penalties">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {TOURNAMENT_SCREEN_TEXTS.penalties}
        </Typography.Title>
        {canManage && <AddPenaltyButton tournamentId={tournamentId} />}
      </Flex>
      {penalties.length > 0 && (
        <>
          <Typography.Text type="secondary">{TOURNAMENT_SCREEN_TEXTS.penaltiesHelp}</Typography.Text>
          {penalties.map((penalty) => (
            <Flex key={penalty.id} justify="space-between" align="start" gap={8}>
              <Flex vertical style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography.Text strong>{`${penalty.teamName}: ${deducted(penalty)}`}</Typography.Text>
                <Typography.Text type="secondary">{penalty.reason}</Typography.Text>
              </Flex>
              {canManage && (
                <Popconfirm title={TOURNAMENT_SCREEN_TEXTS.removePenaltyConfirm} onConfirm={() => remove.mutate(penalty)}>
                  <Button type="link" danger size="small">
                    {TOURNAMENT_SCREEN_TEXTS.removePenalty}
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          ))}
        </>
      )}
    </Flex>
  );
}
