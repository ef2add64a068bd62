import type { BillingCyclePaidData, OrderPaymentData } from '../commerce/events';
import type { BookingChangedData, BookingPaymentData, GroundChangedData } from '../grounds/events';
import type { ScoreResponse } from '../matches/types';
import type { BallRecordedData, MatchImportedData, ScoringSummary, StrikerSwappedData } from '../scoring/api';
import { STATISTICS_EVENTS, type HeartbeatData } from '../statistics/events';
import {
  TRAINING_EVENTS,
  type AttendanceMarkedData,
  type BatchEventData,
  type DiaryDeletedData,
  type DiarySavedData,
  type EnrollmentEventData,
  type SessionEventData,
} from '../training/events';
import { COMMERCE_EVENTS } from '../commerce/events';
import {
  GROUND_EVENTS,
  IDENTITY_EVENTS,
  MATCH_EVENTS,
  type EventEnvelope,
  type MatchEventData,
  type MemberEventData,
  type PermissionsChangedData,
  type TeamEventData,
  type TournamentEventData,
  type UserRegisteredData,
  type UserUpdatedData,
  type WorkspaceEventData,
  type WorkspaceSwitchedData,
} from './index';

/** A score kept by hand (PUT /score): the core §3 score of the match, once it has one. */
export type HandKeptScoreData = Partial<ScoreResponse> & { matchId: number };

/**
 * Every domain event by its subject, with the data it carries (DESIGN.md §5). Producers emit and
 * consumers read through it, so a payload that changes shape fails to compile on both sides.
 */
export interface EventCatalogue {
  [IDENTITY_EVENTS.userRegistered]: UserRegisteredData;
  [IDENTITY_EVENTS.userUpdated]: UserUpdatedData;
  [IDENTITY_EVENTS.workspaceCreated]: WorkspaceEventData;
  [IDENTITY_EVENTS.workspaceUpdated]: WorkspaceEventData;
  [IDENTITY_EVENTS.workspaceSwitched]: WorkspaceSwitchedData;
  [IDENTITY_EVENTS.memberAdded]: MemberEventData;
  [IDENTITY_EVENTS.memberRoleChanged]: MemberEventData;
  [IDENTITY_EVENTS.memberRemoved]: MemberEventData;
  [IDENTITY_EVENTS.permissionsChanged]: PermissionsChangedData;

  [MATCH_EVENTS.matchCreated]: MatchEventData;
  [MATCH_EVENTS.matchUpdated]: MatchEventData;
  [MATCH_EVENTS.matchDeleted]: MatchEventData;
  [MATCH_EVENTS.matchImported]: MatchImportedData;
  [MATCH_EVENTS.forceRefresh]: MatchEventData;
  [MATCH_EVENTS.ballRecorded]: BallRecordedData;
  [MATCH_EVENTS.strikerSwapped]: StrikerSwappedData;
  /** A ball-by-ball match sends its scoring summary; a score kept by hand, the score alone. */
  [MATCH_EVENTS.scoreUpdated]: ScoringSummary | HandKeptScoreData;
  [MATCH_EVENTS.teamCreated]: TeamEventData;
  [MATCH_EVENTS.teamUpdated]: TeamEventData;
  [MATCH_EVENTS.teamDeleted]: TeamEventData;
  [MATCH_EVENTS.tournamentCreated]: TournamentEventData;
  [MATCH_EVENTS.tournamentUpdated]: TournamentEventData;
  [MATCH_EVENTS.tournamentDeleted]: TournamentEventData;

  [GROUND_EVENTS.groundCreated]: GroundChangedData;
  [GROUND_EVENTS.groundUpdated]: GroundChangedData;
  [GROUND_EVENTS.groundDeleted]: GroundChangedData;
  [GROUND_EVENTS.bookingCreated]: BookingChangedData;
  [GROUND_EVENTS.bookingUpdated]: BookingChangedData;
  [GROUND_EVENTS.bookingPaid]: BookingPaymentData;
  [GROUND_EVENTS.bookingRefunded]: BookingPaymentData;

  [COMMERCE_EVENTS.orderPaid]: OrderPaymentData;
  [COMMERCE_EVENTS.orderRefunded]: OrderPaymentData;
  [COMMERCE_EVENTS.billingCyclePaid]: BillingCyclePaidData;

  [TRAINING_EVENTS.batchCreated]: BatchEventData;
  [TRAINING_EVENTS.batchUpdated]: BatchEventData;
  [TRAINING_EVENTS.batchDeleted]: BatchEventData;
  [TRAINING_EVENTS.enrollmentRequested]: EnrollmentEventData;
  [TRAINING_EVENTS.enrollmentApproved]: EnrollmentEventData;
  [TRAINING_EVENTS.enrollmentRejected]: EnrollmentEventData;
  [TRAINING_EVENTS.enrollmentWithdrawn]: EnrollmentEventData;
  [TRAINING_EVENTS.sessionCreated]: SessionEventData;
  [TRAINING_EVENTS.sessionClosed]: SessionEventData;
  [TRAINING_EVENTS.attendanceMarked]: AttendanceMarkedData;
  [TRAINING_EVENTS.diarySaved]: DiarySavedData;
  [TRAINING_EVENTS.diaryDeleted]: DiaryDeletedData;

  [STATISTICS_EVENTS.heartbeat]: HeartbeatData;
}

export type EventType = keyof EventCatalogue;
export type EventData<K extends EventType> = EventCatalogue[K];

/** An event of the catalogue: its `type` tells its data apart, so a `switch` narrows both. */
export type CatalogueEvent = { [K in EventType]: EventEnvelope<EventCatalogue[K]> & { type: K } }[EventType];

/** All of one entity's subjects (`identity.user.*`) or one domain's (`matches.>`), with NATS's wildcards. */
type Wildcard<T extends EventType> = T extends `${infer Domain}.${infer Entity}.${string}` ? `${Domain}.${Entity}.*` | `${Domain}.>` : never;

/** What a consumer subscribes to: a subject of the catalogue, or every subject of one of its entities or domains. */
export type EventSubject = EventType | Wildcard<EventType>;

/** The catalogue's subjects a subscription to `S` delivers. */
type DeliveredTypes<S extends EventSubject> = S extends `${infer Entity}.*`
  ? Extract<EventType, `${Entity}.${string}`>
  : S extends `${infer Domain}.>`
    ? Extract<EventType, `${Domain}.${string}`>
    : S;

/** The events a consumer of `S` gets: a `switch (event.type)` narrows their data. */
export type ConsumedEvent<S extends EventSubject> = Extract<CatalogueEvent, { type: DeliveredTypes<S> }>;

/** The subjects whose data is exactly `D`, for a helper that emits any of them (created, updated, deleted). */
export type EventTypeCarrying<D> = { [K in EventType]: [EventCatalogue[K]] extends [D] ? ([D] extends [EventCatalogue[K]] ? K : never) : never }[EventType];
