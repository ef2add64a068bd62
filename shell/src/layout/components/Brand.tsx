import { Link } from '@cricket/shell-sdk/router';
import { BRAND_NAME } from '../../common/brand';

/** Logo and name; links to / (core §2). */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="brand" aria-label={`${BRAND_NAME} home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#c81e1e" />
        <path d="M6 9c6 4 6 10 0 14M26 9c-6 4-6 10 0 14" stroke="#fff" strokeWidth="1.6" fill="none" strokeDasharray="2 2" />
      </svg>
      {!compact && <span className="brand-name">{BRAND_NAME}</span>}
    </Link>
  );
}
