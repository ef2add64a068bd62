import {
  BarChartOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FundProjectionScreenOutlined,
  LockOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  RiseOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { BRAND_NAME } from '../common/brand';
import { FeatureCardGrid, type Feature } from '../common/FeatureCardGrid';
import { QuickActions } from './QuickActions';

/** The eight feature cards of core §2, in the spec's order. */
const FEATURES: Feature[] = [
  { title: 'Performance Analytics', text: 'Batting, bowling and fielding trends from every match and net session.', icon: <BarChartOutlined /> },
  { title: 'Team Management', text: 'Squads, roles and line-ups for every team you run, in one workspace.', icon: <TeamOutlined /> },
  { title: 'Training Solutions', text: 'Batches, enrollments, attendance with QR codes and a daily training diary.', icon: <ReadOutlined /> },
  { title: 'Resource Booking', text: 'Grounds, indoor nets, gym and equipment with live slot availability.', icon: <EnvironmentOutlined /> },
  { title: 'Financial Management', text: 'Expenses, income, budgets, subscriptions and revenue at a glance.', icon: <DollarOutlined /> },
  { title: 'Live Match Experience', text: 'Follow fixtures and results as they happen, from village greens to leagues.', icon: <PlayCircleOutlined /> },
  { title: 'Workspace Security', text: 'Separate workspaces with per-module permissions for every member.', icon: <LockOutlined /> },
  { title: 'Advanced Analytics', text: 'AI-powered insights, video and AR visualisations are on the way.', icon: <RiseOutlined /> },
];

const STAKEHOLDERS = [
  { title: 'Players', text: 'Track your form, book nets and keep a training diary.' },
  { title: 'Coaches', text: 'Run batches, mark attendance and follow each player’s progress.' },
  { title: 'Team Managers', text: 'Build squads, schedule matches and enter tournaments.' },
  { title: 'Cricket Associations', text: 'Organise tournaments, grounds and memberships at scale.' },
  { title: 'Enthusiasts and Fans', text: 'Follow matches, teams and tournaments you care about.' },
];


/** Home (/) of core §2 for a visitor who is not signed in. */
export function LandingPage() {
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <h1>Everything your cricket needs, from nets to finals</h1>
          <p>
            {BRAND_NAME} brings matches, tournaments, teams, ground booking, training and club finances together for
            players, coaches, team managers, associations and fans.
          </p>
          <div className="hero-actions">
            <Link to="/auth/register">
              <Button type="primary" size="large">
                Create a free account
              </Button>
            </Link>
            <Link to="/tournaments">
              <Button size="large" ghost>
                Browse tournaments
              </Button>
            </Link>
          </div>
        </div>
      </section>

      <QuickActions />

      <section className="section" aria-labelledby="features">
        <h2 id="features">One platform for the whole game</h2>
        <p className="lead">From a single net session to a season-long league, every part of cricket life has a home.</p>
        <FeatureCardGrid features={FEATURES} />
      </section>

      <section className="section" aria-labelledby="stakeholders">
        <h2 id="stakeholders">Built for everyone in cricket</h2>
        <p className="lead">Whatever your role on or off the field, the platform works the way you do.</p>
        <div className="card-grid five">
          {STAKEHOLDERS.map((s) => (
            <article key={s.title} className="stakeholder-card">
              <UserOutlined />
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section cta-band" aria-label="Get started">
        <div>
          <h2>Ready for the next innings?</h2>
          <p>Create your workspace in a minute and invite your club.</p>
        </div>
        <Link to="/auth/register">
          <Button type="primary" size="large" icon={<FundProjectionScreenOutlined />}>
            Get started
          </Button>
        </Link>
      </section>
    </>
  );
}
