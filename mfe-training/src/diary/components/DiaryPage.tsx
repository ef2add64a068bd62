import { diaryToday } from '@cricket/contracts';
import type { ReactNode } from 'react';
import { SignedInPage } from '../../common/components/SignedInPage';
import { DIARY_NAV } from '../../texts';

export interface DiaryPageProps {
  title: ReactNode;
  subtitle?: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A page of the diary: its navigation and the content for the signed-in author (no workspace needed). */
export function DiaryPage({ title, subtitle, extra, children }: DiaryPageProps) {
  const links = DIARY_NAV.map((link) => (link.path === '/diary/entry' ? { ...link, path: `/diary/entry/${diaryToday()}` } : link));
  return (
    <SignedInPage title={title} subtitle={subtitle} extra={extra} links={links} needsWorkspace={false}>
      {children}
    </SignedInPage>
  );
}
