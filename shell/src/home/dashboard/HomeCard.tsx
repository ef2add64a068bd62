import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@cricket/shell-sdk/router';
import { HOME_CARD_ROWS } from './upcoming';

export interface HomeRow {
  key: string | number;
  to: string;
  title: string;
  meta: string;
  /** A short mark before the meta: 'Live', 'Today'. */
  badge?: string;
}

interface HomeCardProps {
  title: string;
  /** Where 'See all' leads. */
  seeAll: { to: string; label: string };
  /** The reads the rows come from: the card waits for all and offers a retry when one fails. */
  reads: ReadonlyArray<UseQueryResult<unknown>>;
  rows: HomeRow[];
  empty: ReactNode;
}

/** One card of the signed-in home: its rows, or why there are none (loading, failed, nothing yet). */
export function HomeCard({ title, seeAll, reads, rows, empty }: HomeCardProps) {
  const failed = reads.filter((read) => read.isError);
  const loading = reads.some((read) => read.isPending && read.fetchStatus !== 'idle');
  const id = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="home-card" aria-labelledby={id}>
      <header>
        <h2 id={id}>{title}</h2>
        <Link to={seeAll.to}>{seeAll.label}</Link>
      </header>
      {failed.length > 0 ? (
        <p className="home-card-note" role="alert">
          Could not load this just now.{' '}
          <Button size="small" onClick={() => failed.forEach((read) => void read.refetch())}>
            Retry
          </Button>
        </p>
      ) : loading ? (
        <p className="home-card-note">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="home-card-note">{empty}</p>
      ) : (
        <ul>
          {rows.slice(0, HOME_CARD_ROWS).map((row) => (
            <li key={row.key}>
              <Link to={row.to}>
                <strong>{row.title}</strong>
                <span>
                  {row.badge && <em className="home-badge">{row.badge}</em>}
                  {row.meta}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
