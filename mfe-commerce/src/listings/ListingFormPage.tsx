import {
  COMMERCE_API,
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
import { apiRequest, schemaRule } from '@cricket/shell-sdk';
import { Button, Card, Form, Input, Radio, Select } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiQuery, useCommerceMutation } from '../common/api';
import { LoadError, Loading, Page } from '../common/Page';
import { LISTING_TEXTS } from '../texts';
import { POSTABLE_TYPES, typeOptions } from './resourceTypes';

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

function useSaveListing() {
  return useCommerceMutation(
    ({ id, payload }: { id: number | null; payload: ListingPayload }) =>
      id === null
        ? apiRequest<ListingResponse>('POST', COMMERCE_API.listings, payload)
        : apiRequest<ListingResponse>('PUT', COMMERCE_API.listing(id), payload),
    {
      success: ({ id }) => (id === null ? [LISTING_TEXTS.created, LISTING_TEXTS.createdText] : [LISTING_TEXTS.updated, LISTING_TEXTS.updatedText]),
      failure: LISTING_TEXTS.saveFailed,
    },
  );
}

function ListingForm({ listing }: { listing?: ListingResponse }) {
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
    <Card>
      <Form<ListingFormValues> layout="vertical" name="listing-form" initialValues={initialValues(listing)} onFinish={submit}>
        <Form.Item name="kind" label={LISTING_TEXTS.kind}>
          <Radio.Group options={LISTING_KINDS.map((value) => ({ value, label: LISTING_KIND_LABELS[value] }))} optionType="button" />
        </Form.Item>
        <Form.Item name="resourceType" label={LISTING_TEXTS.type} rules={[{ required: true, message: LISTING_MESSAGES.resourceType }]}>
          <Select options={typeOptions(POSTABLE_TYPES)} />
        </Form.Item>
        <Form.Item
          name="title"
          label={LISTING_TEXTS.title}
          rules={[
            { required: true, whitespace: true, message: LISTING_MESSAGES.title },
            { max: COMMERCE_LIMITS.titleMax, message: LISTING_MESSAGES.titleTooLong },
          ]}
        >
          <Input maxLength={COMMERCE_LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item name="description" label={LISTING_TEXTS.description} rules={[{ max: COMMERCE_LIMITS.textMax, message: LISTING_MESSAGES.description }]}>
          <Input.TextArea rows={3} maxLength={COMMERCE_LIMITS.textMax} showCount />
        </Form.Item>
        <Form.Item
          name="location"
          label={LISTING_TEXTS.location}
          rules={[
            { required: true, whitespace: true, message: LISTING_MESSAGES.location },
            { max: COMMERCE_LIMITS.shortTextMax, message: LISTING_MESSAGES.locationTooLong },
          ]}
        >
          <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
        </Form.Item>
        <Form.Item name="date" label={LISTING_TEXTS.date} rules={[schemaRule(listingBody.entries.date)]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="contactPreference" label={LISTING_TEXTS.contactPreference}>
          <Select options={CONTACT_PREFERENCES.map((value) => ({ value, label: CONTACT_PREFERENCE_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="contactDetails" label={LISTING_TEXTS.contactDetails} rules={[{ max: COMMERCE_LIMITS.shortTextMax, message: LISTING_MESSAGES.contactDetails }]}>
          <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
        </Form.Item>
        <Form.Item name="status" label={LISTING_TEXTS.listingStatus}>
          <Select options={LISTING_STATUSES.map((value) => ({ value, label: LISTING_STATUS_LABELS[value] }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {LISTING_TEXTS.saveListing}
        </Button>
      </Form>
    </Card>
  );
}

/** /listings/create. */
export function ListingCreatePage() {
  return (
    <Page title={LISTING_TEXTS.createHeading}>
      <ListingForm />
    </Page>
  );
}

function ListingEditor() {
  const { id = '' } = useParams();
  const listing = useApiQuery<ListingResponse>(COMMERCE_API.listing(id));
  if (listing.isLoading) return <Loading />;
  return listing.data ? <ListingForm key={listing.data.updatedAt} listing={listing.data} /> : <LoadError error={listing.error} />;
}

/** /listings/{id}/edit. */
export function ListingEditPage() {
  return (
    <Page title={LISTING_TEXTS.editHeading}>
      <ListingEditor />
    </Page>
  );
}
