import { BRAND_NAME, SUPPORT_EMAIL } from '../common/brand';
import { LegalDocument } from './LegalDocument';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={`This policy explains what ${BRAND_NAME} collects, why, and the choices you have.`}
      sections={[
        {
          heading: 'Information we collect',
          paragraphs: [
            'Account details you give us: name, username, email address, role and an optional profile picture.',
            'Content you create inside a workspace: teams, matches, tournaments, bookings, training records, diary entries, orders and financial entries.',
            'Technical data needed to run the service: a session cookie, your IP address and basic device information for security logs.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'To provide the platform, keep you signed in, enforce workspace permissions and show you the data of your workspaces.',
            'To compute aggregate, anonymous platform statistics such as the number of matches played.',
            'We do not sell personal data and do not use it for third-party advertising.',
          ],
        },
        {
          heading: 'Who can see your data',
          paragraphs: [
            'Workspace data is visible to members of that workspace according to the permissions an admin grants. Your diary entries are visible only to you.',
            'Tournaments, grounds, catalog products and open listings that a workspace publishes can be seen by other signed-in users.',
          ],
        },
        {
          heading: 'Retention and your rights',
          paragraphs: [
            'You can view and edit your profile at any time. You may ask us to export or delete your account and personal data.',
            `Write to ${SUPPORT_EMAIL} for any privacy request; we answer within 30 days.`,
          ],
        },
      ]}
    />
  );
}
