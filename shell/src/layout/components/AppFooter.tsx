import { Link } from '@cricket/shell-sdk/router';
import { BRAND_NAME, SUPPORT_EMAIL } from '../../common/brand';

const COLUMNS = [
  {
    title: 'Features',
    links: [
      { label: 'Matches', to: '/my/matches' },
      { label: 'Tournaments', to: '/tournaments' },
      { label: 'Ground Booking', to: '/ground-booking' },
      { label: 'Training', to: '/training-batches' },
      { label: 'Coming Soon', to: '/coming-soon' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'About Us', to: '/about-us' },
      { label: 'FAQs', to: '/faqs' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
    ],
  },
];

// Contact details and social targets are placeholders (core §2). Text chips rather than
// brand icons: the footer is on every first paint and the icons cost 1.5 KB gzipped.
const SOCIAL = ['Facebook', 'X', 'Instagram', 'YouTube', 'LinkedIn'];

export function AppFooter() {
  return (
    <footer className="app-footer">
      <div className="footer-grid">
        <div>
          <div className="footer-brand">{BRAND_NAME}</div>
          <p>Scores, squads, tournaments, grounds and training for every cricketer, in one place.</p>
          <div className="footer-social">
            {SOCIAL.map((name) => (
              <a key={name} href="#" onClick={(e) => e.preventDefault()}>
                {name}
              </a>
            ))}
          </div>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h3>{column.title}</h3>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h3>Contact Us</h3>
          <ul>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>+91 00000 00000</li>
            <li>Cricket Street, Mumbai, India</li>
          </ul>
        </div>
      </div>
      <div className="footer-copy">© {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.</div>
    </footer>
  );
}
