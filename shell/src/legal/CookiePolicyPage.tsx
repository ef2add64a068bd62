import { BRAND_NAME } from '../common/brand';
import { LegalDocument } from './LegalDocument';

export function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro={`${BRAND_NAME} uses as few cookies as possible.`}
      sections={[
        {
          heading: 'Essential cookie',
          paragraphs: [
            'One session cookie keeps you signed in. It is HttpOnly, cannot be read by scripts, and ends when you log out.',
          ],
        },
        {
          heading: 'Local storage',
          paragraphs: [
            'After registration your browser remembers your default workspace until your first sign-in, so you land in the right place.',
          ],
        },
        {
          heading: 'No tracking cookies',
          paragraphs: ['We do not use advertising or cross-site tracking cookies. Blocking the session cookie prevents signing in.'],
        },
      ]}
    />
  );
}
