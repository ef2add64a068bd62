import { Card, Col, Row, Timeline } from 'antd';
import { BRAND_NAME } from '../common/brand';
import { StatisticsSection } from './components/StatisticsSection';

const CORE_VALUES = [
  { title: 'Spirit of Cricket', text: 'Fair play and respect on and off the field guide every feature we build.' },
  { title: 'Community First', text: 'Clubs, academies and fans shape the roadmap with their feedback.' },
  { title: 'Accessibility', text: 'From a village ground to a league, the tools work on any phone.' },
  { title: 'Data Integrity', text: 'Every run, wicket and rupee is recorded accurately and kept private to its workspace.' },
  { title: 'Innovation', text: 'We bring analytics, video and AI to grassroots cricket, one season at a time.' },
];

const TEAM = [
  { title: 'Leadership', text: 'Former club cricketers and product builders who have run teams, leagues and academies.' },
  { title: 'Development Team', text: 'Engineers and designers shipping a fast, reliable platform for match days and training days.' },
  { title: 'Cricket Advisors', text: 'Coaches, umpires and association officials who keep the product true to the game.' },
];

const TIMELINE = [
  { year: '2022', text: 'The idea: a club captain tired of spreadsheets and group chats sketches one home for cricket.' },
  { year: '2023', text: 'First release with match management, teams and tournaments for a handful of local clubs.' },
  { year: '2024', text: 'Ground booking, training batches, attendance with QR codes and the daily training diary.' },
  { year: '2025', text: 'Workspaces with permissions, catalog and finance tools, and live updates across devices.' },
];

const ACHIEVEMENTS = [
  'Clubs, academies and associations run their seasons on the platform',
  'Grounds bookable by slot with live availability',
  'Training diaries covering batting, bowling and fielding',
  'Feature updates shipped every month of the year',
];

export function AboutPage() {
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <h1>About {BRAND_NAME}</h1>
          <p>We are building the home of grassroots and club cricket: every match, team, ground, net session and rupee in one place.</p>
        </div>
      </section>

      <section className="section" aria-labelledby="our-story">
        <h2 id="our-story">Our Story</h2>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card title="Origin" style={{ height: '100%' }}>
              Born on a club ground where fixtures lived in chats and scores on paper, {BRAND_NAME} started as a tool to run one
              team and grew into a platform for every part of the game.
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card title="Mission" style={{ height: '100%' }}>
              Give every player, coach, team manager and association professional-grade tools, whatever the level they play at.
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card title="Vision" style={{ height: '100%' }}>
              A connected cricket community where talent is seen, grounds are full and every match counts.
            </Card>
          </Col>
        </Row>
        <h3 style={{ marginTop: 32 }}>Core Values</h3>
        <div className="card-grid five">
          {CORE_VALUES.map((value) => (
            <article key={value.title} className="info-card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="our-team">
        <h2 id="our-team">Our Team</h2>
        <div className="card-grid">
          {TEAM.map((group) => (
            <article key={group.title} className="info-card">
              <h3>{group.title}</h3>
              <p>{group.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="our-journey">
        <h2 id="our-journey">Our Journey</h2>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={12}>
            <Timeline
              items={TIMELINE.map((step) => ({
                key: step.year,
                content: (
                  <>
                    <strong>{step.year}</strong> — {step.text}
                  </>
                ),
              }))}
            />
          </Col>
          <Col xs={24} md={12}>
            <Card title="Growth Story" style={{ marginBottom: 16 }}>
              What began with one club now serves players, coaches, managers, umpires and fans across workspaces of every size.
            </Card>
            <Card title="Achievements">
              <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
                {ACHIEVEMENTS.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </Card>
          </Col>
        </Row>
      </section>

      <StatisticsSection />
      <div style={{ height: 48 }} />
    </>
  );
}
