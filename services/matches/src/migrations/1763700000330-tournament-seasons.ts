import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tournament's matches are of the season it starts in (contracts matchSeason): the rows written
 * with their own date's year, a season over the new year split in two, take their tournament's.
 */
export class TournamentSeasons1763700000330 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE player_match_figures f SET season = EXTRACT(YEAR FROM t.start_date)::int
                     FROM tournaments t WHERE t.id = f.tournament_id AND f.season <> EXTRACT(YEAR FROM t.start_date)::int`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('UPDATE player_match_figures SET season = EXTRACT(YEAR FROM match_date)::int');
  }
}
