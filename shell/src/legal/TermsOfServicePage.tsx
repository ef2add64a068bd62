import { BRAND_NAME, SUPPORT_EMAIL } from '../common/brand';
import { LegalDocument } from './LegalDocument';

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={`By creating an account or using ${BRAND_NAME} you agree to these terms.`}
      sections={[
        {
          heading: 'Your account',
          paragraphs: [
            'Keep your password secret and your details accurate. You are responsible for activity under your account.',
            'Workspace admins decide who joins their workspace and what each member may do.',
          ],
        },
        {
          heading: 'Acceptable use',
          paragraphs: [
            'Do not upload unlawful, abusive or infringing content, attempt to access other workspaces, or disrupt the service.',
            'Bookings, orders and payments you record are agreements between you and the other party; the platform records them.',
          ],
        },
        {
          heading: 'Availability and changes',
          paragraphs: [
            'We work to keep the platform available but do not guarantee uninterrupted service. Features marked Coming Soon may change.',
            'We may update these terms; continued use after an update means you accept the new terms.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
        },
      ]}
    />
  );
}
