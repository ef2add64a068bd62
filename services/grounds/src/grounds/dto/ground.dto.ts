import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { GROUND_DEFAULTS, GROUND_LIMITS, GROUND_MESSAGES, GROUND_TEXT_MAX, generateTimeSlots, isImageReference, isSlotLabel } from '@cricket/contracts';
import { EmptyToNull, OptionalText, RequiredText, Rule, ToNumber, ToOptionalNumber, isNonEmptyText } from '../../common/validation';
import { Trim } from '@cricket/service-kit';

/** Body of POST /api/grounds and PUT /api/grounds/{id}: the ground form of booking §5. */
export class GroundDto {
  @ApiProperty() @Trim() @RequiredText(GROUND_MESSAGES.name, GROUND_TEXT_MAX.name, GROUND_MESSAGES.nameTooLong)
  name: string;

  @ApiProperty() @Trim() @RequiredText(GROUND_MESSAGES.address, GROUND_TEXT_MAX.address, GROUND_MESSAGES.addressTooLong)
  address: string;

  @ApiProperty() @Trim() @RequiredText(GROUND_MESSAGES.city, GROUND_TEXT_MAX.city, GROUND_MESSAGES.cityTooLong)
  city: string;

  @ApiPropertyOptional({ nullable: true }) @EmptyToNull() @OptionalText(GROUND_MESSAGES.contactNumber, GROUND_TEXT_MAX.contactNumber, GROUND_MESSAGES.contactNumberTooLong)
  contactNumber: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: 0, description: 'Rupees per hour' })
  @ToOptionalNumber()
  @Rule((value) => (value == null || (typeof value === 'number' && Number.isFinite(value) && value >= GROUND_LIMITS.hourlyRateMin) ? null : GROUND_MESSAGES.hourlyRate))
  hourlyRate: number | null;

  @ApiPropertyOptional({ nullable: true }) @EmptyToNull() @OptionalText(GROUND_MESSAGES.facilities, GROUND_TEXT_MAX.facilities, GROUND_MESSAGES.facilitiesTooLong)
  facilities: string | null;

  /** Must give at least one slot, so a ground is always bookable. */
  @ApiProperty({ example: GROUND_DEFAULTS.operatingHours })
  @Trim()
  @Rule((value, dto) => {
    if (!isNonEmptyText(value)) return GROUND_MESSAGES.operatingHours;
    const duration = typeof dto.slotDuration === 'number' ? dto.slotDuration : GROUND_DEFAULTS.slotDuration;
    return generateTimeSlots(value, duration).length > 0 ? null : GROUND_MESSAGES.operatingHours;
  })
  operatingHours: string;

  @ApiPropertyOptional({ minimum: GROUND_LIMITS.slotDurationMin, default: GROUND_DEFAULTS.slotDuration })
  @ToNumber()
  @Rule((value) => {
    if (value === undefined) return null;
    if (typeof value !== 'number' || !(value >= GROUND_LIMITS.slotDurationMin)) return GROUND_MESSAGES.slotDuration;
    return Number.isInteger(value) ? null : GROUND_MESSAGES.slotDurationWhole;
  })
  slotDuration?: number;

  @ApiPropertyOptional({ nullable: true, description: 'An http(s) URL or an image data URL' })
  @EmptyToNull()
  @Rule((value) => (value == null || isImageReference(value) ? null : GROUND_MESSAGES.image))
  image: string | null;

  @ApiPropertyOptional({ type: [String], default: [] })
  @Rule((value) => (value === undefined || value == null || (Array.isArray(value) && value.every(isSlotLabel)) ? null : GROUND_MESSAGES.availableSlots))
  availableSlots?: string[] | null;

  /** Absent or null: the default on a new ground, unchanged on an update. */
  @ApiPropertyOptional({ nullable: true, minimum: GROUND_LIMITS.bookingHorizonDaysMin, maximum: GROUND_LIMITS.bookingHorizonDaysMax, default: GROUND_DEFAULTS.bookingHorizonDays })
  @ToOptionalNumber()
  @Rule((value) => {
    if (value == null) return null;
    const whole = typeof value === 'number' && Number.isInteger(value);
    return whole && value >= GROUND_LIMITS.bookingHorizonDaysMin && value <= GROUND_LIMITS.bookingHorizonDaysMax ? null : GROUND_MESSAGES.bookingHorizonDays;
  })
  bookingHorizonDays?: number | null;
}

/** `showAll=true` lists every workspace's grounds; otherwise the current workspace's. */
export class GroundListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] }) @Allow()
  showAll?: string;
}
