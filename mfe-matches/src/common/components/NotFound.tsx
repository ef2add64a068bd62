import { Result } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

/** The 'not found' state of a screen whose record does not exist, with the way back to its list. */
export function NotFound({ title, subTitle, backTo, backText }: { title: ReactNode; subTitle?: ReactNode; backTo: string; backText: ReactNode }) {
  return (
    <Result
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <LinkButton to={backTo} type="primary">
          {backText}
        </LinkButton>
      }
    />
  );
}
