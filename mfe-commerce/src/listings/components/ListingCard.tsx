import { CONTACT_PREFERENCE_LABELS, formatDate, LISTING_KIND_LABELS, type ListingResponse } from '@cricket/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { StatusTag } from '../../common/components/StatusTag';
import { LISTING_TEXTS } from '../../texts';
import { resourceTypeLabel } from '../utils/resourceTypes';

/** A listing in a list: what is wanted or offered, where and when, by whom. */
export function ListingCard({ listing }: { listing: ListingResponse }) {
  return (
    <Card size="small" data-testid={`listing-${listing.id}`}>
      <Flex vertical gap={6}>
        <Flex gap={6} wrap align="center">
          <Tag color={listing.kind === 'looking_for' ? 'blue' : 'green'}>{LISTING_KIND_LABELS[listing.kind]}</Tag>
          <Tag>{resourceTypeLabel(listing.resourceType)}</Tag>
          <StatusTag kind="listing" status={listing.status} />
        </Flex>
        <Link to={`/listings/${listing.id}`}>
          <Typography.Text strong>{listing.title}</Typography.Text>
        </Link>
        <Typography.Text type="secondary">
          {listing.location} · {formatDate(listing.date)} · {CONTACT_PREFERENCE_LABELS[listing.contactPreference]}
        </Typography.Text>
        <Typography.Text type="secondary">
          {LISTING_TEXTS.postedBy} {listing.userName} ({listing.workspaceName}) · {LISTING_TEXTS.responsesCount(listing.responseCount)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
