import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@cricket/shell-sdk/router';
import { BRAND_NAME } from '../../common/brand';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card of the sign-in and registration screens; the logo links to / (core §2). */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Card style={{ width: '100%', maxWidth: 440, boxShadow: '0 12px 40px rgba(11, 46, 28, 0.12)' }} styles={{ body: { padding: 32 } }}>
      <Link to="/" aria-label={`${BRAND_NAME} home`} style={{ display: 'flex', alignItems: 'center', gap: 10, justifyContent: 'center', textDecoration: 'none', marginBottom: 20 }}>
        <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true">
          <circle cx="16" cy="16" r="15" fill="#c81e1e" />
          <path d="M6 9c6 4 6 10 0 14M26 9c-6 4-6 10 0 14" stroke="#fff" strokeWidth="1.6" fill="none" strokeDasharray="2 2" />
        </svg>
        <span style={{ fontWeight: 800, fontSize: 22, color: '#0b2e1c' }}>{BRAND_NAME}</span>
      </Link>
      <h1 style={{ textAlign: 'center', fontSize: 26, margin: '0 0 4px' }}>{title}</h1>
      <p style={{ textAlign: 'center', color: '#6b7280', margin: '0 0 24px' }}>{subtitle}</p>
      {children}
      <div className="auth-card-footer">{footer}</div>
    </Card>
  );
}
