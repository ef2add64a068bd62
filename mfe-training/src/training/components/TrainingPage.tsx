import type { ReactNode } from 'react';
import { SignedInPage } from '../../common/components/SignedInPage';
import { useTrainingNav } from '../hooks/useTrainingNav';

export interface TrainingPageProps {
  title: string;
  subtitle?: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A page of the training area: its navigation (with the admin overviews for admins), and the content for signed-in members of a workspace. */
export function TrainingPage({ title, subtitle, extra, children }: TrainingPageProps) {
  return (
    <SignedInPage title={title} subtitle={subtitle} extra={extra} links={useTrainingNav()}>
      {children}
    </SignedInPage>
  );
}
