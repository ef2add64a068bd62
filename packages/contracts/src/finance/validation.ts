import { FINANCE_LIMITS, FINANCE_MESSAGES } from './messages';
import { isIsoDate } from '../matches/dates';
import { isOutsideDateYears, utcToday } from '../validation/dates';
import { numeric, optionalText, requiredText, v } from '../validation/schema';
import { EXPENSE_CATEGORIES, FINANCE_PAYMENT_METHODS, INCOME_SOURCES, type FinancePeriod } from './model';
import { parsePeriod } from './period';

/** Text that must be there, trimmed: left out, null or blank is `missing`, any other value than text is `wrong`. */
const presentText = (missing: string, wrong: string) =>
  v.pipe(
    v.string((issue) => (issue.input === undefined || issue.input === null ? missing : wrong)),
    v.trim(),
    v.nonEmpty(missing),
  );

/** One of `values`, trimmed ('food ' is food). */
const choiceOf = <const T extends readonly string[]>(values: T, missing: string, wrong: string) =>
  v.pipe(presentText(missing, wrong), v.picklist(values, wrong));

/** A YYYY-MM-DD date, trimmed, in the stored years; a wrong year is told before a wrong format. */
const dateOf = (missing: string) =>
  v.pipe(
    presentText(missing, FINANCE_MESSAGES.dateFormat),
    v.check((date) => !isOutsideDateYears(date), FINANCE_MESSAGES.dateYears),
    v.check((date) => isIsoDate(date), FINANCE_MESSAGES.dateFormat),
  );

/** Integer paise above 0 and up to the limit; decimal text ('1250') reads as its number. */
const amountPaise = v.pipe(
  numeric(FINANCE_MESSAGES.amountRequired),
  v.finite(FINANCE_MESSAGES.amountRequired),
  v.minValue(0, FINANCE_MESSAGES.amountNegative),
  v.gtValue(0, FINANCE_MESSAGES.amountZero),
  v.integer(FINANCE_MESSAGES.amountWhole),
  v.maxValue(FINANCE_LIMITS.amountMaxPaise, FINANCE_MESSAGES.amountTooLarge),
);

// The optional fields below, left out of a body, stay out of the change: an edit keeps what is stored. Sent null or blank, they are cleared.

/** Optional text, trimmed. */
const note = (field: string) => v.optional(optionalText(FINANCE_LIMITS.textMax, FINANCE_MESSAGES.textTooLong(field)));

/** Optional payment method, trimmed ('upi ' is upi). */
const paymentMethod = v.pipe(
  v.nullish(v.string(FINANCE_MESSAGES.paymentMethodChoice)),
  v.transform((method) => method?.trim() || null),
  v.nullable(v.picklist(FINANCE_PAYMENT_METHODS, FINANCE_MESSAGES.paymentMethodChoice)),
);

/** Body of POST /api/expenses and PUT /api/expenses/{id}, in the form's order: the first broken rule is the one shown. */
export const expenseBody = v.object({
  amountPaise,
  category: choiceOf(EXPENSE_CATEGORIES, FINANCE_MESSAGES.categoryRequired, FINANCE_MESSAGES.categoryChoice),
  date: dateOf(FINANCE_MESSAGES.dateRequired),
  description: note('Description'),
  vendor: note('Vendor'),
  paymentMethod,
});
export type ExpenseBody = v.InferOutput<typeof expenseBody>;

/** Body of POST /api/income and PUT /api/income/{id}, in the form's order. */
export const incomeBody = v.object({
  amountPaise,
  source: choiceOf(INCOME_SOURCES, FINANCE_MESSAGES.sourceRequired, FINANCE_MESSAGES.sourceChoice),
  date: dateOf(FINANCE_MESSAGES.dateRequired),
  description: note('Description'),
  payer: note('Payer'),
  paymentMethod,
});
export type IncomeBody = v.InferOutput<typeof incomeBody>;

/** The end of a budget's period is on or after its start (both valid dates). */
export const endsOnOrAfterStart = (period: { startDate: string; endDate: string }) => period.endDate >= period.startDate;

/** Body of POST /api/budgets and PUT /api/budgets/{id}, in the form's order; the period's order once every field is valid. */
export const budgetBody = v.pipe(
  v.object({
    name: requiredText(FINANCE_LIMITS.budgetNameMax, FINANCE_MESSAGES.budgetNameRequired, FINANCE_MESSAGES.budgetNameTooLong),
    category: choiceOf(EXPENSE_CATEGORIES, FINANCE_MESSAGES.categoryRequired, FINANCE_MESSAGES.categoryChoice),
    amountPaise,
    startDate: dateOf(FINANCE_MESSAGES.startDateRequired),
    endDate: dateOf(FINANCE_MESSAGES.endDateRequired),
  }),
  v.check((budget) => endsOnOrAfterStart(budget), FINANCE_MESSAGES.endBeforeStart),
);
export type BudgetBody = v.InferOutput<typeof budgetBody>;

// A repeated key (an array) reads as a date in no format, so the period's own rules answer for it in their order.
const periodEnd = v.optional(v.fallback(v.string(), ''));
const periodEnds = { from: periodEnd, to: periodEnd };
type PeriodEnds = { from?: string; to?: string };
type Read<P> = (from: string | undefined, to: string | undefined) => P | { message: string };

/** The query with its `from` and `to` read into `period`; a wrong period is the query's message. */
const toPeriod = <T extends PeriodEnds, P extends FinancePeriod | null>(read: Read<P>) =>
  v.rawTransform<T, Omit<T, keyof PeriodEnds> & { period: P }>(({ dataset, addIssue, NEVER }) => {
    const { from, to, ...filters } = dataset.value;
    const period = read(from, to);
    if (period !== null && 'message' in period) {
      addIssue({ message: period.message });
      return NEVER;
    }
    return { ...filters, period };
  });

/** The asked period (YYYY-MM-DD, both included), this month (UTC) when neither end is given. */
const askedPeriod: Read<FinancePeriod> = (from, to) => parsePeriod(from, to, utcToday());
/** A list's period: none means every entry. */
const listPeriod: Read<FinancePeriod | null> = (from, to) => (from === undefined && to === undefined ? null : askedPeriod(from, to));

/** A list's filter: one of `values`; anything else lists every entry. */
const filterOf = <const T extends readonly string[]>(values: T) => v.fallback(v.optional(v.picklist(values)), undefined);

/** `?from=&to=` of the summary, revenue and export reads. */
export const financePeriodQuery = v.pipe(v.object(periodEnds), toPeriod(askedPeriod));
export type FinancePeriodQuery = v.InferOutput<typeof financePeriodQuery>;

/** `?from=&to=&category=` of GET /api/expenses. */
export const expenseListQuery = v.pipe(v.object({ ...periodEnds, category: filterOf(EXPENSE_CATEGORIES) }), toPeriod(listPeriod));
export type ExpenseListQuery = v.InferOutput<typeof expenseListQuery>;

/** `?from=&to=&source=` of GET /api/income. */
export const incomeListQuery = v.pipe(v.object({ ...periodEnds, source: filterOf(INCOME_SOURCES) }), toPeriod(listPeriod));
export type IncomeListQuery = v.InferOutput<typeof incomeListQuery>;
