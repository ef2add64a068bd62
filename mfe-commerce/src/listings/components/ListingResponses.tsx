import { COMMERCE_API, formatDateTime, type ListingReplyResponse, type ListingResponse } from '@cricket/contracts';
import { Card, Empty, Flex, List, Typography } from 'antd';
import { LoadError } from '../../common/components/LoadError';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { LISTING_TEXTS } from '../../texts';

/** The author sees every response; anyone else their own (the service decides). */
export function ListingResponses({ listing, isAuthor }: { listing: ListingResponse; isAuthor: boolean }) {
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
              title={`${reply.userName} · ${formatDateTime(reply.createdAt)}`}
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
