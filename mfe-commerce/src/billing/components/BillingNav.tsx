import { PermissionGuard } from '@cricket/shell-sdk';
import { LinkButton } from '../../common/components/LinkButton';
import { BILLING_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';

/** The links between the billing screens, beside each one's heading. */
export function BillingNav() {
  return (
    <>
      <LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>
      <LinkButton to="/billing-cycles">{BILLING_TEXTS.heading}</LinkButton>
      <LinkButton to="/billing-cycles/hierarchical">{BILLING_TEXTS.hierarchical}</LinkButton>
      <LinkButton to="/billing-cycles/analytics">{BILLING_TEXTS.analytics}</LinkButton>
      <PermissionGuard module="billing" action="create">
        <LinkButton to="/billing-cycles/generate" primary>
          {BILLING_TEXTS.generate}
        </LinkButton>
      </PermissionGuard>
    </>
  );
}
