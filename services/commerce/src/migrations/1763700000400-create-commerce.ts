import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Catalog and orders, listings and their responses, subscription plans, subscribers and billing cycles. */
export class CreateCommerce1763700000400 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // stock >= 0 is the last guard of "never oversold": checkout also decrements conditionally.
    await q.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        workspace_name text NOT NULL,
        created_by integer NOT NULL,
        name text NOT NULL,
        description text,
        category text NOT NULL CONSTRAINT products_category_check
          CHECK (category IN ('bats', 'balls', 'pads', 'gloves', 'helmets', 'clothing', 'shoes', 'accessories', 'other')),
        price_paise integer NOT NULL CONSTRAINT products_price_check CHECK (price_paise >= 0),
        stock integer NOT NULL CONSTRAINT products_stock_check CHECK (stock >= 0),
        condition text NOT NULL CONSTRAINT products_condition_check CHECK (condition IN ('new', 'used')),
        images text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'active' CONSTRAINT products_status_check CHECK (status IN ('active', 'inactive')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX products_workspace_idx ON products (workspace_id)');
    await q.query('CREATE INDEX products_created_by_idx ON products (created_by)');
    await q.query('CREATE INDEX products_status_category_idx ON products (status, category)');

    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        workspace_name text NOT NULL,
        buyer_user_id integer NOT NULL,
        buyer_name text NOT NULL,
        buyer_workspace_id integer,
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT orders_status_check CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
        payment_status text NOT NULL DEFAULT 'pending'
          CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('pending', 'paid', 'refunded')),
        payment_method text NOT NULL DEFAULT 'offline' CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('offline')),
        total_paise bigint NOT NULL CONSTRAINT orders_total_check CHECK (total_paise >= 0),
        contact_name text NOT NULL,
        contact_phone text NOT NULL,
        contact_email text,
        delivery_address text NOT NULL,
        delivery_city text NOT NULL,
        delivery_pincode text,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX orders_workspace_idx ON orders (workspace_id)');
    await q.query('CREATE INDEX orders_buyer_idx ON orders (buyer_user_id)');

    // Name and price are kept as ordered; the product may change or go later.
    await q.query(`
      CREATE TABLE order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id integer REFERENCES products (id) ON DELETE SET NULL,
        product_name text NOT NULL,
        unit_price_paise integer NOT NULL CONSTRAINT order_items_unit_price_check CHECK (unit_price_paise >= 0),
        quantity integer NOT NULL CONSTRAINT order_items_quantity_check CHECK (quantity > 0),
        line_total_paise bigint NOT NULL
      )`);
    await q.query('CREATE INDEX order_items_order_idx ON order_items (order_id)');

    await q.query(`
      CREATE TABLE listings (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        workspace_name text NOT NULL,
        user_id integer NOT NULL,
        user_name text NOT NULL,
        kind text NOT NULL CONSTRAINT listings_kind_check CHECK (kind IN ('looking_for', 'offering')),
        resource_type text NOT NULL CONSTRAINT listings_resource_type_check CHECK (resource_type IN
          ('TEAM', 'TOURNAMENT', 'MATCH', 'PLAYER', 'GROUND', 'UMPIRE', 'SCORER', 'COACH', 'COMMENTATOR', 'STREAMER', 'OTHER')),
        title text NOT NULL,
        description text,
        location text NOT NULL,
        date date,
        contact_preference text NOT NULL
          CONSTRAINT listings_contact_preference_check CHECK (contact_preference IN ('phone', 'email', 'whatsapp', 'in_app')),
        contact_details text,
        status text NOT NULL DEFAULT 'open' CONSTRAINT listings_status_check CHECK (status IN ('open', 'closed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX listings_status_idx ON listings (status, resource_type)');
    await q.query('CREATE INDEX listings_workspace_idx ON listings (workspace_id)');
    await q.query('CREATE INDEX listings_user_idx ON listings (user_id)');

    await q.query(`
      CREATE TABLE listing_responses (
        id serial PRIMARY KEY,
        listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        user_name text NOT NULL,
        message text NOT NULL,
        contact text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX listing_responses_listing_idx ON listing_responses (listing_id)');

    await q.query(`
      CREATE TABLE subscription_plans (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        name text NOT NULL,
        description text,
        price_paise integer NOT NULL CONSTRAINT subscription_plans_price_check CHECK (price_paise >= 0),
        period text NOT NULL CONSTRAINT subscription_plans_period_check CHECK (period IN ('monthly', 'quarterly', 'yearly')),
        features text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE UNIQUE INDEX subscription_plans_name_key ON subscription_plans (workspace_id, lower(name))');

    await q.query(`
      CREATE TABLE subscribers (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        plan_id integer NOT NULL REFERENCES subscription_plans (id) ON DELETE RESTRICT,
        user_id integer,
        name text NOT NULL,
        email text,
        phone text,
        start_date date NOT NULL,
        status text NOT NULL DEFAULT 'active' CONSTRAINT subscribers_status_check CHECK (status IN ('active', 'paused', 'cancelled')),
        cancelled_on date,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX subscribers_workspace_idx ON subscribers (workspace_id, status)');
    await q.query(
      "CREATE UNIQUE INDEX subscribers_member_plan_key ON subscribers (plan_id, user_id) WHERE user_id IS NOT NULL AND status <> 'cancelled'",
    );

    // One cycle per subscriber and period, however many generation runs race.
    await q.query(`
      CREATE TABLE billing_cycles (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        subscriber_id integer NOT NULL REFERENCES subscribers (id) ON DELETE RESTRICT,
        subscriber_name text NOT NULL,
        plan_id integer NOT NULL,
        plan_name text NOT NULL,
        period text NOT NULL CONSTRAINT billing_cycles_period_check CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        period_start date NOT NULL,
        period_end date NOT NULL,
        amount_paise integer NOT NULL CONSTRAINT billing_cycles_amount_check CHECK (amount_paise >= 0),
        due_date date NOT NULL,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT billing_cycles_status_check CHECK (status IN ('pending', 'paid', 'waived')),
        paid_on date,
        payment_method text,
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT billing_cycles_subscriber_period_key UNIQUE (subscriber_id, period)
      )`);
    await q.query('CREATE INDEX billing_cycles_workspace_period_idx ON billing_cycles (workspace_id, period, plan_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE billing_cycles');
    await q.query('DROP TABLE subscribers');
    await q.query('DROP TABLE subscription_plans');
    await q.query('DROP TABLE listing_responses');
    await q.query('DROP TABLE listings');
    await q.query('DROP TABLE order_items');
    await q.query('DROP TABLE orders');
    await q.query('DROP TABLE products');
  }
}
