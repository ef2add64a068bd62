import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Grounds, their bookings and the slots those bookings hold. */
export class CreateGrounds1763700000300 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE grounds (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        created_by integer NOT NULL,
        name text NOT NULL,
        address text NOT NULL,
        city text NOT NULL,
        contact_number text,
        hourly_rate_paise integer CONSTRAINT grounds_hourly_rate_check CHECK (hourly_rate_paise >= 0),
        facilities text,
        operating_hours text NOT NULL,
        slot_duration integer NOT NULL DEFAULT 60 CONSTRAINT grounds_slot_duration_check CHECK (slot_duration >= 30),
        available_slots text[] NOT NULL DEFAULT '{}',
        image text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX grounds_workspace_idx ON grounds (workspace_id)');

    await q.query(`
      CREATE TABLE ground_bookings (
        id serial PRIMARY KEY,
        ground_id integer NOT NULL REFERENCES grounds (id) ON DELETE CASCADE,
        workspace_id integer NOT NULL,
        user_id integer,
        user_name text,
        booked_by integer NOT NULL,
        date date NOT NULL,
        time_slots text[] NOT NULL CONSTRAINT ground_bookings_time_slots_check CHECK (cardinality(time_slots) > 0),
        purpose text NOT NULL CONSTRAINT ground_bookings_purpose_check CHECK (purpose IN ('match', 'practice', 'training', 'other')),
        payment_method text NOT NULL DEFAULT 'offline' CONSTRAINT ground_bookings_payment_method_check CHECK (payment_method IN ('offline', 'online')),
        status text NOT NULL DEFAULT 'pending' CONSTRAINT ground_bookings_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled')),
        payment_status text NOT NULL DEFAULT 'pending'
          CONSTRAINT ground_bookings_payment_status_check CHECK (payment_status IN ('pending', 'paid', 'refunded')),
        payment_amount_paise integer NOT NULL DEFAULT 0 CONSTRAINT ground_bookings_payment_amount_check CHECK (payment_amount_paise >= 0),
        is_manual boolean NOT NULL DEFAULT false,
        customer_name text,
        customer_phone text,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX ground_bookings_workspace_idx ON ground_bookings (workspace_id)');
    await q.query('CREATE INDEX ground_bookings_user_idx ON ground_bookings (user_id)');
    await q.query('CREATE INDEX ground_bookings_ground_date_idx ON ground_bookings (ground_id, date)');

    // One row per slot a non-cancelled booking holds: the unique index is what makes a slot
    // taken once, whatever the number of concurrent requests. Cancelling deletes the rows.
    await q.query(`
      CREATE TABLE ground_booking_slots (
        booking_id integer NOT NULL REFERENCES ground_bookings (id) ON DELETE CASCADE,
        ground_id integer NOT NULL REFERENCES grounds (id) ON DELETE CASCADE,
        date date NOT NULL,
        time_slot text NOT NULL,
        PRIMARY KEY (booking_id, time_slot)
      )`);
    await q.query('CREATE UNIQUE INDEX ground_booking_slots_taken_key ON ground_booking_slots (ground_id, date, time_slot)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ground_booking_slots');
    await q.query('DROP TABLE ground_bookings');
    await q.query('DROP TABLE grounds');
  }
}
