import { COMMERCE_API, CONTACT_PREFERENCE_LABELS, formatDate, LISTING_KIND_LABELS, type ListingResponse } from '@cricket/contracts';
import { useAuth } from '@cricket/shell-sdk';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { StatusTag } from '../../common/components/StatusTag';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { LISTING_TEXTS } from '../../texts';
import { resourceTypeLabel } from '../utils/resourceTypes';
import { AuthorActions } from './AuthorActions';
import { ListingResponses } from './ListingResponses';
import { RespondForm } from './RespondForm';

/** The route's listing; others respond, the author sees the responses and manages it. */
export function ListingDetail() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useApiQuery<ListingResponse>(COMMERCE_API.listing(id));
  return (
    <QueryView query={query}>
      {(listing) => {
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
            <ListingResponses listing={listing} isAuthor={isAuthor} />
          </Flex>
        );
      }}
    </QueryView>
  );
}
