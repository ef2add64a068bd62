import {
  COMMERCE_DEFAULTS,
  COMMERCE_LIMITS,
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  LISTING_KIND_LABELS,
  LISTING_KINDS,
  LISTING_MESSAGES,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  listingBody,
  type ContactPreference,
  type ListingKind,
  type ListingPayload,
  type ListingResponse,
  type ListingStatus,
} from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Input, Radio, Select } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { FormCard } from '../../common/components/FormCard';
import { requiredTextRules } from '../../common/utils/formRules';
import { optionsOf } from '../../common/utils/options';
import { LISTING_TEXTS } from '../../texts';
import { useSaveListing } from '../hooks/useListingMutations';
import { POSTABLE_TYPES, typeOptions } from '../utils/resourceTypes';

interface ListingFormValues {
  kind: ListingKind;
  resourceType?: string;
  title?: string;
  description?: string;
  location?: string;
  date?: string;
  contactPreference: ContactPreference;
  contactDetails?: string;
  status: ListingStatus;
}

function initialValues(listing: ListingResponse | undefined): ListingFormValues {
  if (!listing) return { kind: 'looking_for', contactPreference: 'in_app', status: COMMERCE_DEFAULTS.listingStatus };
  return {
    kind: listing.kind,
    resourceType: listing.resourceType,
    title: listing.title,
    description: listing.description ?? undefined,
    location: listing.location,
    date: listing.date ?? undefined,
    contactPreference: listing.contactPreference,
    contactDetails: listing.contactDetails ?? undefined,
    status: listing.status,
  };
}

/** The listing form of /listings/create and /listings/{id}/edit. */
export function ListingForm({ listing }: { listing?: ListingResponse }) {
  const save = useSaveListing();
  const navigate = useNavigate();
  const submit = (values: ListingFormValues) => {
    const payload: ListingPayload = {
      kind: values.kind,
      resourceType: values.resourceType as string,
      title: (values.title ?? '').trim(),
      description: values.description?.trim() || null,
      location: (values.location ?? '').trim(),
      date: values.date || null,
      contactPreference: values.contactPreference,
      contactDetails: values.contactDetails?.trim() || null,
      status: values.status,
    };
    save.mutate({ id: listing?.id ?? null, payload }, { onSuccess: (saved) => navigate(`/listings/${saved.id}`) });
  };
  return (
    <FormCard<ListingFormValues> name="listing-form" initialValues={initialValues(listing)} onFinish={submit} submitText={LISTING_TEXTS.saveListing} saving={save.isPending}>
      <Form.Item name="kind" label={LISTING_TEXTS.kind}>
        <Radio.Group options={optionsOf(LISTING_KINDS, LISTING_KIND_LABELS)} optionType="button" />
      </Form.Item>
      <Form.Item name="resourceType" label={LISTING_TEXTS.type} rules={[{ required: true, message: LISTING_MESSAGES.resourceType }]}>
        <Select options={typeOptions(POSTABLE_TYPES)} />
      </Form.Item>
      <Form.Item name="title" label={LISTING_TEXTS.title} rules={requiredTextRules(LISTING_MESSAGES.title, COMMERCE_LIMITS.titleMax, LISTING_MESSAGES.titleTooLong)}>
        <Input maxLength={COMMERCE_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item name="description" label={LISTING_TEXTS.description} rules={[{ max: COMMERCE_LIMITS.textMax, message: LISTING_MESSAGES.description }]}>
        <Input.TextArea rows={3} maxLength={COMMERCE_LIMITS.textMax} showCount />
      </Form.Item>
      <Form.Item name="location" label={LISTING_TEXTS.location} rules={requiredTextRules(LISTING_MESSAGES.location, COMMERCE_LIMITS.shortTextMax, LISTING_MESSAGES.locationTooLong)}>
        <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
      </Form.Item>
      <Form.Item name="date" label={LISTING_TEXTS.date} rules={[schemaRule(listingBody.entries.date)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="contactPreference" label={LISTING_TEXTS.contactPreference}>
        <Select options={optionsOf(CONTACT_PREFERENCES, CONTACT_PREFERENCE_LABELS)} />
      </Form.Item>
      <Form.Item name="contactDetails" label={LISTING_TEXTS.contactDetails} rules={[{ max: COMMERCE_LIMITS.shortTextMax, message: LISTING_MESSAGES.contactDetails }]}>
        <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
      </Form.Item>
      <Form.Item name="status" label={LISTING_TEXTS.listingStatus}>
        <Select options={optionsOf(LISTING_STATUSES, LISTING_STATUS_LABELS)} />
      </Form.Item>
    </FormCard>
  );
}
