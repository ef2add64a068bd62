import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, workspaceRepositories, type ServiceRuntime } from '@cricket/service-kit';
import { LeaderboardController, MyPlayerController, PlayerController, TournamentLeaderboardController } from './careers/career.controller';
import { CareerService } from './careers/career.service';
import { PlayerFiguresBackfill } from './careers/player-figures.backfill';
import { PlayerMatchFiguresRow } from './careers/player-match-figures.entity';
import { MyPlayerOfTheMatchController, PlayerOfTheMatchController } from './careers/player-of-the-match.controller';
import { PlayerOfTheMatchRow } from './careers/player-of-the-match.entity';
import { PlayerOfTheMatchService } from './careers/player-of-the-match.service';
import { MatchController, MyMatchController } from './matches/match.controller';
import { Match } from './matches/match.entity';
import { MatchVisibilityService } from './matches/match-visibility.service';
import { MatchService } from './matches/match.service';
import { CreateMatches1763700000200 } from './migrations/1763700000200-create-matches';
import { CreateScoring1763700000210 } from './migrations/1763700000210-create-scoring';
import { AddMatchNrrBalls1763700000220 } from './migrations/1763700000220-add-match-nrr-balls';
import { ImportSeason1763700000230 } from './migrations/1763700000230-import-season';
import { MatchTextLimits1763700000240 } from './migrations/1763700000240-match-text-limits';
import { PlayersPerSide1763700000250 } from './migrations/1763700000250-players-per-side';
import { TournamentPenalties1763700000270 } from './migrations/1763700000270-tournament-penalties';
import { ScoringCorrections1763700000280 } from './migrations/1763700000280-scoring-corrections';
import { MatchVisibility1763700000290 } from './migrations/1763700000290-match-visibility';
import { ScorerLocks1763700000300 } from './migrations/1763700000300-scorer-locks';
import { PlayerCareers1763700000310 } from './migrations/1763700000310-player-careers';
import { PlayerFiguresVersion1763700000320 } from './migrations/1763700000320-player-figures-version';
import { TournamentSeasons1763700000330 } from './migrations/1763700000330-tournament-seasons';
import { PlayerStyles1763700000340 } from './migrations/1763700000340-player-styles';
import { MatchFileController } from './scoring/match-file.controller';
import { MatchFileService } from './scoring/match-file.service';
import { MatchScoring } from './scoring/match-scoring.entity';
import { MyScoringController, ScoringController } from './scoring/scoring.controller';
import { ScoringCorrectionRow } from './scoring/scoring-correction.entity';
import { ScoringEventRow } from './scoring/scoring-event.entity';
import { ScorerLock } from './scoring/scorer-lock.entity';
import { ScorerLockService } from './scoring/scorer-lock.service';
import { ScoringService } from './scoring/scoring.service';
import { Player } from './teams/player.entity';
import { TeamController } from './teams/team.controller';
import { Team } from './teams/team.entity';
import { TeamService } from './teams/team.service';
import { MyTournamentController, TournamentController } from './tournaments/tournament.controller';
import { Tournament } from './tournaments/tournament.entity';
import { TournamentPenalty } from './tournaments/tournament-penalty.entity';
import { TournamentTeam } from './tournaments/tournament-team.entity';
import { TournamentService } from './tournaments/tournament.service';
import { IdentityEventsConsumer } from './users/identity-events.consumer';
import { UserProjection } from './users/user.entity';
import { UserProjectionService } from './users/user-projection.service';

export const MATCHES_ENTITIES = [UserProjection, Team, Player, Tournament, TournamentTeam, TournamentPenalty, Match, MatchScoring, ScoringEventRow, ScoringCorrectionRow, ScorerLock, PlayerMatchFiguresRow, PlayerOfTheMatchRow];
export const MATCHES_MIGRATIONS = [
  CreateMatches1763700000200,
  CreateScoring1763700000210,
  AddMatchNrrBalls1763700000220,
  ImportSeason1763700000230,
  MatchTextLimits1763700000240,
  PlayersPerSide1763700000250,
  TournamentPenalties1763700000270,
  ScoringCorrections1763700000280,
  MatchVisibility1763700000290,
  ScorerLocks1763700000300,
  PlayerCareers1763700000310,
  PlayerFiguresVersion1763700000320,
  TournamentSeasons1763700000330,
  PlayerStyles1763700000340,
];

/** Teams and squads, matches, ball-by-ball scoring, tournaments, fixtures and points tables. */
@Module({})
export class MatchesAppModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: MatchesAppModule,
      imports: [ServiceKitModule.forRoot(runtime, { entities: MATCHES_ENTITIES, migrations: MATCHES_MIGRATIONS })],
      controllers: [
        TeamController,
        MatchFileController,
        MyMatchController,
        MatchController,
        MyScoringController,
        ScoringController,
        TournamentController,
        MyTournamentController,
        PlayerController,
        MyPlayerController,
        TournamentLeaderboardController,
        LeaderboardController,
        MyPlayerOfTheMatchController,
        PlayerOfTheMatchController,
      ],
      providers: [
        ...workspaceRepositories(Team, Tournament, TournamentTeam, Match, PlayerMatchFiguresRow),
        UserProjectionService,
        MatchVisibilityService,
        IdentityEventsConsumer,
        TeamService,
        MatchService,
        ScoringService,
        ScorerLockService,
        MatchFileService,
        TournamentService,
        CareerService,
        PlayerOfTheMatchService,
        PlayerFiguresBackfill,
      ],
    };
  }
}
