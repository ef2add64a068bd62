import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ball totals per match, so the About figures read a row per match instead of every delivery:
 * recomputed from stat_deliveries for a match scored ball by ball, taken whole from
 * matches.match.imported for an imported one (`imported`).
 */
export class CreateMatchTotals1764000000700 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stat_match_totals (
        match_id integer NOT NULL,
        imported boolean NOT NULL,
        overs integer NOT NULL,
        dots integer NOT NULL,
        fours integer NOT NULL,
        sixes integer NOT NULL,
        wickets integer NOT NULL,
        players text[] NOT NULL,
        PRIMARY KEY (match_id, imported)
      )`);
    await q.query(`
      INSERT INTO stat_match_totals (match_id, imported, overs, dots, fours, sixes, wickets, players)
      SELECT match_id, false, count(DISTINCT (innings, over)) FILTER (WHERE legal), count(*) FILTER (WHERE dot), count(*) FILTER (WHERE four),
             count(*) FILTER (WHERE six), count(*) FILTER (WHERE wicket),
             ARRAY(SELECT DISTINCT p FROM stat_deliveries d2, unnest(d2.players) AS p WHERE d2.match_id = d.match_id)
        FROM stat_deliveries d GROUP BY match_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stat_match_totals');
  }
}
