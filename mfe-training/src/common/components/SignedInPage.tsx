import { PageLayout, type PageLayoutProps } from './PageLayout';
import { SignedInArea, type SignedInAreaProps } from './SignedInArea';

export type SignedInPageProps = PageLayoutProps & Omit<SignedInAreaProps, 'children'>;

/** A page whose content only a signed-in user (with a current workspace when needed) sees; its title and navigation show to everyone. */
export function SignedInPage({ needsWorkspace, signInMessage, children, ...layout }: SignedInPageProps) {
  return (
    <PageLayout {...layout}>
      <SignedInArea needsWorkspace={needsWorkspace} signInMessage={signInMessage}>
        {children}
      </SignedInArea>
    </PageLayout>
  );
}
