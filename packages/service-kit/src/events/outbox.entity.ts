import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@cricket/contracts';

/** An event written in the same transaction as the change it reports (DESIGN.md §5); `seq` (migration only) keeps their order. */
@Entity('outbox')
export class OutboxEvent {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  type: string;

  @Column('jsonb')
  envelope: EventEnvelope;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}

/** Event ids a consumer has already handled, so a redelivery changes nothing. */
@Entity('processed_events')
export class ProcessedEvent {
  @PrimaryColumn({ type: 'text' })
  consumer: string;

  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
