import type { MigrationInterface, QueryRunner } from 'typeorm';

const EXPENSE_CATEGORIES = `'ground_rent', 'equipment', 'travel', 'food', 'umpire_scorer_fees', 'tournament_fees', 'salaries', 'maintenance', 'other'`;
const INCOME_SOURCES = `'membership_fees', 'match_fees', 'sponsorship', 'ground_bookings', 'product_sales', 'training_fees', 'subscriptions', 'donations', 'other'`;
const PAYMENT_METHODS = `'cash', 'upi', 'bank_transfer', 'card', 'cheque', 'other'`;

/** Expenses, income entries and budgets of a workspace; amounts in paise, always positive. */
export class CreateFinance1763700000500 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE expenses (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        created_by integer NOT NULL,
        amount_paise integer NOT NULL CONSTRAINT expenses_amount_check CHECK (amount_paise > 0),
        category text NOT NULL CONSTRAINT expenses_category_check CHECK (category IN (${EXPENSE_CATEGORIES})),
        date date NOT NULL,
        description text,
        vendor text,
        payment_method text CONSTRAINT expenses_payment_method_check CHECK (payment_method IN (${PAYMENT_METHODS})),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX expenses_workspace_date_idx ON expenses (workspace_id, date)');

    await q.query(`
      CREATE TABLE income (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        created_by integer,
        amount_paise integer NOT NULL CONSTRAINT income_amount_check CHECK (amount_paise > 0),
        source text NOT NULL CONSTRAINT income_source_check CHECK (source IN (${INCOME_SOURCES})),
        date date NOT NULL,
        description text,
        payer text,
        payment_method text CONSTRAINT income_payment_method_check CHECK (payment_method IN (${PAYMENT_METHODS})),
        origin_type text,
        origin_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT income_origin_check CHECK ((origin_type IS NULL) = (origin_id IS NULL))
      )`);
    await q.query('CREATE INDEX income_workspace_date_idx ON income (workspace_id, date)');
    // One income entry per paid booking (order, billing cycle…), however often its event comes.
    await q.query('CREATE UNIQUE INDEX income_origin_key ON income (origin_type, origin_id) WHERE origin_type IS NOT NULL');

    await q.query(`
      CREATE TABLE budgets (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        created_by integer NOT NULL,
        name text NOT NULL,
        category text NOT NULL CONSTRAINT budgets_category_check CHECK (category IN (${EXPENSE_CATEGORIES})),
        amount_paise integer NOT NULL CONSTRAINT budgets_amount_check CHECK (amount_paise > 0),
        start_date date NOT NULL,
        end_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT budgets_period_check CHECK (end_date >= start_date)
      )`);
    await q.query('CREATE INDEX budgets_workspace_idx ON budgets (workspace_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE budgets');
    await q.query('DROP TABLE income');
    await q.query('DROP TABLE expenses');
  }
}
