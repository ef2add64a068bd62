import { COMMERCE_LIMITS, LISTING_MESSAGES, type ListingReplyPayload, type ListingResponse } from '@cricket/contracts';
import { Form, Input } from 'antd';
import { FormCard } from '../../common/components/FormCard';
import { requiredTextRules } from '../../common/utils/formRules';
import { LISTING_TEXTS } from '../../texts';
import { useRespondToListing } from '../hooks/useListingMutations';

/** A reply to someone else's open listing: a message and, if wanted, a contact. */
export function RespondForm({ listing }: { listing: ListingResponse }) {
  const [form] = Form.useForm<ListingReplyPayload>();
  const respond = useRespondToListing(listing.id);
  const submit = (values: ListingReplyPayload) =>
    respond.mutate({ message: values.message.trim(), contact: values.contact?.trim() || null }, { onSuccess: () => form.resetFields() });
  return (
    <FormCard<ListingReplyPayload> title={LISTING_TEXTS.respondHeading} form={form} name="listing-response" onFinish={submit} submitText={LISTING_TEXTS.sendResponse} saving={respond.isPending}>
      <Form.Item name="message" label={LISTING_TEXTS.message} rules={requiredTextRules(LISTING_MESSAGES.responseMessage, COMMERCE_LIMITS.textMax, LISTING_MESSAGES.responseTooLong)}>
        <Input.TextArea rows={3} maxLength={COMMERCE_LIMITS.textMax} showCount />
      </Form.Item>
      <Form.Item name="contact" label={LISTING_TEXTS.yourContact} rules={[{ max: COMMERCE_LIMITS.shortTextMax, message: LISTING_MESSAGES.responseContact }]}>
        <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
      </Form.Item>
    </FormCard>
  );
}
