import type { MigrationInterface, QueryRunner } from 'typeorm';
import { limitTextColumns, unlimitTextColumns, type TextLimit } from '@cricket/service-kit';
import { COMMERCE_LIMITS } from '@cricket/contracts';

const { nameMax, titleMax, textMax, shortTextMax, pincodeMax } = COMMERCE_LIMITS;
const COLUMNS: TextLimit[] = [
  ['products', 'name', nameMax],
  ['products', 'description', textMax],
  ['orders', 'contact_name', nameMax],
  ['orders', 'contact_phone', shortTextMax],
  ['orders', 'contact_email', shortTextMax],
  ['orders', 'delivery_address', textMax],
  ['orders', 'delivery_city', shortTextMax],
  ['orders', 'delivery_pincode', pincodeMax],
  ['orders', 'notes', textMax],
  ['listings', 'title', titleMax],
  ['listings', 'description', textMax],
  ['listings', 'location', shortTextMax],
  ['listings', 'contact_details', shortTextMax],
  ['listing_responses', 'message', textMax],
  ['listing_responses', 'contact', shortTextMax],
  ['subscription_plans', 'name', nameMax],
  ['subscription_plans', 'description', textMax],
  ['subscribers', 'name', nameMax],
  ['subscribers', 'email', shortTextMax],
  ['subscribers', 'phone', shortTextMax],
  ['subscribers', 'notes', textMax],
  ['billing_cycles', 'note', textMax],
];

/** Product, order, listing, plan, subscriber and billing text columns hold what their forms and request rules allow; longer text stored before them is cut to fit. */
export class CommerceTextLimits1763700000410 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await limitTextColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await unlimitTextColumns(q, COLUMNS);
  }
}
