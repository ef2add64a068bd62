import { Card, Collapse } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { BRAND_NAME } from '../common/brand';

const FAQS = [
  {
    q: `What is ${BRAND_NAME}?`,
    a: 'A platform for players, coaches, team managers, associations and fans: matches, tournaments, teams, ground booking, training, a daily diary, a catalog and club finances.',
  },
  {
    q: 'What is a workspace?',
    a: 'A workspace holds the teams, tournaments, matches, bookings and finances of one club, academy or group. You can belong to several and switch between them from the workspace selector in the header.',
  },
  {
    q: 'How do I create a workspace?',
    a: 'Registration creates your first workspace. To add another, open the workspace selector and choose Create Workspace.',
  },
  {
    q: 'Who can change things in my workspace?',
    a: 'Workspace admins can do everything. Members can create and edit; read-only members can only view. Admins can fine-tune each module per member in Workspace Settings.',
  },
  {
    q: 'How do I book a ground?',
    a: 'Sign in and open Ground Booking. Pick a date, choose an available slot and send the request; the ground owner confirms it.',
  },
  {
    q: 'Is live ball-by-ball scoring available?',
    a: 'A new version of live scoring is coming soon. Match details, teams and tournaments are available today.',
  },
  {
    q: 'I forgot which username I used. Can I sign in with my email?',
    a: 'Yes. The sign-in field accepts either your username or your email address.',
  },
];

export function FaqsPage() {
  return (
    <div className="page narrow">
      <Card>
        <h1 style={{ marginTop: 0 }}>Frequently Asked Questions</h1>
        <Collapse accordion items={FAQS.map((item, index) => ({ key: String(index), label: item.q, children: <p style={{ margin: 0 }}>{item.a}</p> }))} />
        <p style={{ marginTop: 24 }}>
          Still have a question? <Link to="/coming-soon">Send us a request</Link> or read our <Link to="/about-us">About</Link> page.
        </p>
      </Card>
    </div>
  );
}
