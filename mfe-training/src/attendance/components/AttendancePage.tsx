import type { ReactNode } from 'react';
import { SignedInPage } from '../../common/components/SignedInPage';
import { ATTENDANCE_NAV } from '../../texts';

export interface AttendancePageProps {
  title: string;
  subtitle?: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A page of the attendance area: its navigation, and the content for signed-in members of a workspace. */
export function AttendancePage({ title, subtitle, extra, children }: AttendancePageProps) {
  return (
    <SignedInPage title={title} subtitle={subtitle} extra={extra} links={[...ATTENDANCE_NAV]}>
      {children}
    </SignedInPage>
  );
}
