import { registerUser, startSystem, type ApiSession, type System } from '../harness';
import { workspaceActors, type Owner } from './actors';
import { makeFixtures } from './fixtures';
import { DEEPLY_NESTED, drawnValues, HOSTILE_PATH_VALUES, HOSTILE_QUERY_VALUES, HOSTILE_VALUES, OVERLONG_TEXT, toJson } from './hostile-values';
import { BODIES, CREATES, QUERIES, UNBOUNDED_TEXT } from './inputs';
import { documentedOperations, HTTP_AREAS, routeKey, type Operation, type Schema } from './routes';

// The project-level testTimeout of jest.config.js does not reach tests run from a project list.
jest.setTimeout(600_000);

/** Operations that end the session they are sent with: they get a throwaway one. */
const ENDS_SESSION = new Set(['POST /api/logout', 'POST /api/auth/logout']);
/** How many fields of one body are tried; a match file has thousands of leaves, its first ones stand for the rest. */
const FIELDS_PER_BODY = 40;
const PARALLEL = 4;

interface Attempt {
  what: string;
  path: string;
  body?: unknown;
  /** The body field the attempt changed, when it put an overlong text there. */
  overlongField?: string;
}

/** Every field of a body, breadth first: its own keys, then one level into its objects and the first item of its arrays. */
function fieldsOf(body: unknown, schema: Schema | null): string[] {
  const fields = new Set<string>(Object.keys(schema?.properties ?? {}));
  const queue: [string, unknown][] = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body).map(([k, v]) => [k, v]) : [];
  while (queue.length && fields.size < FIELDS_PER_BODY) {
    const [field, value] = queue.shift()!;
    fields.add(field);
    if (Array.isArray(value) && value.length) queue.push([`${field}.0`, value[0]]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) queue.push([`${field}.${k}`, v]);
  }
  return [...fields].slice(0, FIELDS_PER_BODY);
}

function valueAt(body: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), body);
}

function withValue(body: unknown, field: string, value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  const keys = field.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return copy;
}

function schemaAt(schema: Schema | null, field: string): Schema | undefined {
  let current: Schema | undefined = schema ?? undefined;
  for (const key of field.split('.')) current = /^\d+$/.test(key) ? current?.items : current?.properties?.[key];
  return current;
}

const describeValue = (value: unknown) => {
  if (value === DEEPLY_NESTED) return 'JSON nested 5,000 levels deep';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
};

/**
 * Every operation of the OpenAPI document, signed in as the workspace's admin, with each hostile
 * value (hostile-values.ts, and values drawn with fast-check from each field's type) in each path
 * parameter, query parameter and body field: no answer may be a 5xx, and no field may accept
 * 100,000 characters of text (unless UNBOUNDED_TEXT says why). A new operation is covered
 * without a new test; a write with no valid body to start from fails until inputs.ts gives one.
 */
describe('hostile values in every field of every operation', () => {
  let system: System;
  let owner: Owner;
  let operations: Operation[];
  const statuses = new Map<number, number>();
  beforeAll(async () => {
    system = await startSystem();
    owner = (await workspaceActors(system.baseUrl)).owner;
    operations = await documentedOperations(system.baseUrl);
  });
  afterAll(async () => {
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    const counts = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    if (sent) process.stdout.write(`\nhostile values: ${sent} requests sent; by status ${counts.join(', ')}\n`);
    await system?.stop();
  });

  it('has a valid body to start from for every write, and no input for an operation that is gone', () => {
    const writes = operations.filter((op) => ['POST', 'PUT', 'PATCH'].includes(op.method));
    const missing = writes.filter((op) => !BODIES[routeKey(op)] && !CREATES[routeKey(op)] && !op.body).map(routeKey);
    expect(missing.map((key) => `${key}: add a valid body to e2e/security/inputs.ts`)).toEqual([]);
    const keys = new Set(operations.map(routeKey));
    const unbounded = Object.keys(UNBOUNDED_TEXT).map((key) => key.split(' ').slice(0, 2).join(' '));
    expect([...Object.keys(BODIES), ...Object.keys(CREATES), ...Object.keys(QUERIES), ...unbounded].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents the schema of every body a write takes (issue 18: each request body in the OpenAPI document)', () => {
    const takesBody = (op: Operation) => {
      const body = BODIES[routeKey(op)]?.({});
      return body !== null && typeof body === 'object' && Object.keys(body).length > 0;
    };
    const undocumented = operations.filter((op) => takesBody(op) && !op.body?.properties).map(routeKey);
    expect(undocumented).toEqual([]);
  });

  it.each(HTTP_AREAS)('%s: no hostile value gets a 5xx', async (area) => {
    const problems: string[] = [];
    for (const operation of operations.filter((op) => op.area === area)) problems.push(...(await fuzz(operation)));
    expect(problems).toEqual([]);
  });

  async function fuzz(operation: Operation): Promise<string[]> {
    const key = routeKey(operation);
    const fixtures = await makeFixtures(operation.path, owner);
    if (typeof fixtures === 'string') return [`${key}: ${fixtures}`];
    const { created, facts } = fixtures;
    const values = created.map((c) => encodeURIComponent(c.value));
    const fill = (vals: string[]) => {
      let i = 0;
      return operation.path.replace(/\{[^}]+\}/g, () => vals[i++]);
    };
    const baseQuery = QUERIES[key] ?? {};
    const query = (extra: Record<string, string>) => {
      const all = { ...Object.fromEntries(Object.entries(baseQuery).map(([k, v]) => [k, encodeURIComponent(v)])), ...extra };
      const text = Object.entries(all).map(([k, v]) => `${k}=${v}`).join('&');
      return text ? `?${text}` : '';
    };
    const path = fill(values);
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
    const base = hasBody ? (BODIES[key]?.(facts) ?? (await CREATES[key]?.(owner)) ?? {}) : undefined;

    const attempts: Attempt[] = [];
    values.forEach((_, i) => {
      for (const value of HOSTILE_PATH_VALUES) attempts.push({ what: `path parameter ${i + 1} = ${describeValue(value)}`, path: fill(values.map((v, j) => (j === i ? value : v))) + query({}), body: base });
    });
    for (const name of new Set([...operation.query, ...Object.keys(baseQuery), 'unknown'])) {
      for (const value of HOSTILE_QUERY_VALUES) attempts.push({ what: `query ${name} = ${describeValue(value)}`, path: path + query({ [name]: value }), body: base });
    }
    if (hasBody) {
      for (const whole of [DEEPLY_NESTED, [], 'text', 2 ** 31, null]) attempts.push({ what: `body = ${describeValue(whole)}`, path: path + query({}), body: whole });
      for (const field of fieldsOf(base, operation.body)) {
        const drawn = drawnValues(schemaAt(operation.body, field), valueAt(base, field), field);
        for (const value of [...HOSTILE_VALUES, ...drawn]) {
          const overlongField = value === OVERLONG_TEXT && !UNBOUNDED_TEXT[`${key} ${field}`] && !UNBOUNDED_TEXT[`${key} *`] ? field : undefined;
          attempts.push({ what: `${field} = ${describeValue(value)}`, path: path + query({}), body: withValue(base, field, value), overlongField });
        }
      }
    }

    const session = ENDS_SESSION.has(key) ? (await registerUser(system.baseUrl)).session : owner.api;
    const problems: string[] = [];
    const queue = [...attempts];
    const worker = async () => {
      for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
        const res = await send(system.baseUrl, session, operation.method, attempt.path, attempt.body);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500 || res.status < 0) problems.push(`${key} with ${attempt.what}: ${res.status} ${describeValue(res.body)}`);
        if (attempt.overlongField && res.status < 300) problems.push(`${key} accepted ${OVERLONG_TEXT.length} characters in ${attempt.overlongField}: give the field a maximum length`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return problems;
  }
});

async function send(baseUrl: string, session: ApiSession, method: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: session.cookie },
      body: body === undefined || method === 'GET' || method === 'DELETE' ? undefined : toJson(body),
    });
    const text = await res.text();
    return { status: res.status, body: text.slice(0, 300) };
  } catch (error) {
    return { status: -1, body: String(error) };
  }
}
