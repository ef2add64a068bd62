import {
  COMMERCE_API,
  COMMERCE_LIMITS,
  CONTACT_PREFERENCE_LABELS,
  LISTING_KIND_LABELS,
  LISTING_MESSAGES,
  type ListingReplyPayload,
  type ListingReplyResponse,
  type ListingResponse,
  type ListingStatus,
} from '@cricket/contracts';
import { apiRequest, PermissionGuard, useAuth } from '@cricket/shell-sdk';
import { Button, Card, Descriptions, Empty, Flex, Form, Input, List, Popconfirm, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiQuery, useCommerceMutation } from '../common/api';
import { formatDate } from '../common/format';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { StatusTag } from '../common/StatusTag';
import { COMMON_TEXTS, LISTING_TEXTS } from '../texts';
import { resourceTypeLabel } from './resourceTypes';

function RespondForm({ listing }: { listing: ListingResponse }) {
  const [form] = Form.useForm<ListingReplyPayload>();
  const respond = useCommerceMutation(
    (reply: ListingReplyPayload) => apiRequest<ListingReplyResponse>('POST', COMMERCE_API.listingResponses(listing.id), reply),
    { success: () => [LISTING_TEXTS.responded, LISTING_TEXTS.respondedText], failure: LISTING_TEXTS.respondFailed },
  );
  const submit = (values: ListingReplyPayload) =>
    respond.mutate({ message: values.message.trim(), contact: values.contact?.trim() || null }, { onSuccess: () => form.resetFields() });
  return (
    <Card title={LISTING_TEXTS.respondHeading}>
      <Form<ListingReplyPayload> form={form} layout="vertical" name="listing-response" onFinish={submit}>
        <Form.Item
          name="message"
          label={LISTING_TEXTS.message}
          rules={[
            { required: true, whitespace: true, message: LISTING_MESSAGES.responseMessage },
            { max: COMMERCE_LIMITS.textMax, message: LISTING_MESSAGES.responseTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={COMMERCE_LIMITS.textMax} showCount />
        </Form.Item>
        <Form.Item name="contact" label={LISTING_TEXTS.yourContact} rules={[{ max: COMMERCE_LIMITS.shortTextMax, message: LISTING_MESSAGES.responseContact }]}>
          <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={respond.isPending}>
          {LISTING_TEXTS.sendResponse}
        </Button>
      </Form>
    </Card>
  );
}

/** The author sees every response; anyone else their own (the service decides). */
function Responses({ listing, isAuthor }: { listing: ListingResponse; isAuthor: boolean }) {
  const responses = useApiQuery<ListingReplyResponse[]>(COMMERCE_API.listingResponses(listing.id));
  if (responses.error) return <LoadError error={responses.error} />;
  if (!isAuthor && !responses.data?.length) return null;
  return (
    <Card title={isAuthor ? LISTING_TEXTS.responses : LISTING_TEXTS.yourResponses}>
      <List
        loading={responses.isLoading}
        dataSource={responses.data ?? []}
        locale={{ emptyText: <Empty description={LISTING_TEXTS.noResponses} /> }}
        renderItem={(reply) => (
          <List.Item>
            <List.Item.Meta
              title={`${reply.userName} · ${formatDate(reply.createdAt)}`}
              description={
                <Flex vertical>
                  <Typography.Text>{reply.message}</Typography.Text>
                  {reply.contact && <Typography.Text type="secondary">{reply.contact}</Typography.Text>}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

function AuthorActions({ listing }: { listing: ListingResponse }) {
  const navigate = useNavigate();
  const setStatus = useCommerceMutation(
    (status: ListingStatus) => apiRequest<ListingResponse>('PATCH', COMMERCE_API.listingStatus(listing.id), { status }),
    { success: () => [LISTING_TEXTS.updated, LISTING_TEXTS.updatedText], failure: LISTING_TEXTS.saveFailed },
  );
  const remove = useCommerceMutation(() => apiRequest('DELETE', COMMERCE_API.listing(listing.id)), {
    success: () => [LISTING_TEXTS.deleted, LISTING_TEXTS.deletedText],
    failure: LISTING_TEXTS.saveFailed,
  });
  return (
    <Flex gap={8} wrap>
      <PermissionGuard module="hunting" action="edit">
        <LinkButton to={`/listings/${listing.id}/edit`}>{COMMON_TEXTS.edit}</LinkButton>
        <Button loading={setStatus.isPending} onClick={() => setStatus.mutate(listing.status === 'open' ? 'closed' : 'open')}>
          {listing.status === 'open' ? LISTING_TEXTS.close : LISTING_TEXTS.reopen}
        </Button>
      </PermissionGuard>
      <PermissionGuard module="hunting" action="delete">
        <Popconfirm title={LISTING_TEXTS.deleteConfirm} onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/listings/user') })}>
          <Button danger>{COMMON_TEXTS.delete}</Button>
        </Popconfirm>
      </PermissionGuard>
    </Flex>
  );
}

function ListingDetail() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useApiQuery<ListingResponse>(COMMERCE_API.listing(id));
  if (query.isLoading) return <Loading />;
  const listing = query.data;
  if (!listing) return <LoadError error={query.error} />;
  const isAuthor = listing.userId === user?.id;
  return (
    <Flex vertical gap={16}>
      <Card title={listing.title} extra={<StatusTag kind="listing" status={listing.status} />}>
        <Flex vertical gap={12}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={LISTING_TEXTS.kind}>{LISTING_KIND_LABELS[listing.kind]}</Descriptions.Item>
            <Descriptions.Item label={LISTING_TEXTS.type}>{resourceTypeLabel(listing.resourceType)}</Descriptions.Item>
            <Descriptions.Item label={LISTING_TEXTS.location}>{listing.location}</Descriptions.Item>
            <Descriptions.Item label={LISTING_TEXTS.date}>{formatDate(listing.date)}</Descriptions.Item>
            <Descriptions.Item label={LISTING_TEXTS.contactPreference}>{CONTACT_PREFERENCE_LABELS[listing.contactPreference]}</Descriptions.Item>
            {listing.contactDetails && <Descriptions.Item label={LISTING_TEXTS.contactDetails}>{listing.contactDetails}</Descriptions.Item>}
            <Descriptions.Item label={LISTING_TEXTS.postedBy}>
              {listing.userName} ({listing.workspaceName})
            </Descriptions.Item>
          </Descriptions>
          {listing.description && <Typography.Paragraph>{listing.description}</Typography.Paragraph>}
          {isAuthor && <AuthorActions listing={listing} />}
        </Flex>
      </Card>
      {!isAuthor && listing.status === 'open' && <RespondForm listing={listing} />}
      <Responses listing={listing} isAuthor={isAuthor} />
    </Flex>
  );
}

/** /listings/{id}: the listing; others respond, the author sees the responses. */
export function ListingDetailPage() {
  return (
    <Page title={LISTING_TEXTS.heading} extra={<LinkButton to="/listings">{COMMON_TEXTS.back}</LinkButton>}>
      <ListingDetail />
    </Page>
  );
}
