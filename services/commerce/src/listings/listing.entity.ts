import { COMMERCE_LIMITS, type ContactPreference, type ListingKind, type ListingStatus, type ResourceType } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A 'Hunting for' post looking for or offering a resource; open ones are published to every signed-in user. */
@Entity('listings')
export class Listing {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('text', { name: 'workspace_name' })
  workspaceName: string;

  /** The author. */
  @Column('int', { name: 'user_id' })
  userId: number;

  @Column('text', { name: 'user_name' })
  userName: string;

  @Column('text')
  kind: ListingKind;

  @Column('text', { name: 'resource_type' })
  resourceType: ResourceType;

  @Column('varchar', { length: COMMERCE_LIMITS.titleMax })
  title: string;

  @Column('varchar', { length: COMMERCE_LIMITS.textMax, nullable: true })
  description: string | null;

  @Column('varchar', { length: COMMERCE_LIMITS.shortTextMax })
  location: string;

  @Column('date', { nullable: true })
  date: string | null;

  @Column('text', { name: 'contact_preference' })
  contactPreference: ContactPreference;

  @Column('varchar', { name: 'contact_details', length: COMMERCE_LIMITS.shortTextMax, nullable: true })
  contactDetails: string | null;

  @Column('text')
  status: ListingStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
