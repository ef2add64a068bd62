import { CalendarOutlined, EnvironmentOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from '@cricket/shell-sdk/router';

export interface QuickAction {
  title: string;
  to: string;
  icon: ReactNode;
}

/** Quick Actions of core §2: four tiles. */
const QUICK_ACTIONS: QuickAction[] = [
  { title: 'My Matches', to: '/my/matches', icon: <CalendarOutlined /> },
  { title: 'My Teams', to: '/my/teams', icon: <TeamOutlined /> },
  { title: 'Tournaments', to: '/tournaments', icon: <TrophyOutlined /> },
  { title: 'Ground Booking', to: '/ground-booking', icon: <EnvironmentOutlined /> },
];

/** The Quick Actions grid of Home, with the tiles a signed-in person's role adds after the spec's four. */
export function QuickActions({ more = [] }: { more?: QuickAction[] }) {
  return (
    <section className="section" aria-labelledby="quick-actions">
      <h2 id="quick-actions">Quick Actions</h2>
      <div className="tile-grid">
        {[...QUICK_ACTIONS, ...more].map((action) => (
          <Link key={action.to} to={action.to} className="quick-tile">
            <span className="quick-tile-icon">{action.icon}</span>
            <span>{action.title}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
