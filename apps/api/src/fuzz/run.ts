import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Cast, Identity } from './cast';
import { type FuzzAnswer, problemsOf } from './checks';
import {
  buildRequest,
  type FuzzRequest,
  fieldsOf,
  MUTATION_KINDS,
  type MutationChoice,
  NUL_PICK,
  SURROGATE_PICK,
} from './mutations';
import { type FuzzOperation, operationsOf } from './operations';
import { objectFor, valueFor } from './values';

/** One answer that broke a rule. */
export interface Finding {
  route: string;
  identity: string;
  mutation: string;
  request: string;
  answer: string;
  problems: string[];
}

/** What a run did. */
export interface FuzzReport {
  seed: number;
  routes: number;
  requests: number;
  findings: Finding[];
  /** Requests per mutation kind, to show the mix. */
  byKind: Record<string, number>;
  /** Envelope statuses of the valid calls (how many got past validation and guards). */
  validStatuses: Record<string, number>;
}

export interface FuzzOptions {
  seed: number;
  /** Random cases per route and identity group, on top of the fixed ones (a valid call per identity). */
  casesPerRoute: number;
}

/**
 * Calls that end the caller's session or membership run after the rest, so the fuzz spends most
 * of its calls with the identities it built (tokens are re-issued when a call revokes them anyway).
 */
const LATE =
  /logout|refresh_token|set_password|retrieve_password|change_phone|quit_team|remove_team_member|team_role\/(delete|set_team_role_to_member)|project\/(delete|member)|set_member_joined_works|doc\/delete|volume\/delete/;

/** The identity of the boundary sweep (cast.ts names it). */
const CREATOR = '团队创建者';

/** Routes whose valid answer never ends (SSE): only refused calls are made to them. */
const isStream = (op: FuzzOperation) => op.answerType === 'text/event-stream';

/** Fills path parameters (`/files/{path}`) with a generated segment. */
const fillPath = (path: string, segment: string) =>
  path.replace(/\{[^}]+\}/g, encodeURIComponent(segment) || 'x');

async function send(app: FastifyInstance, identity: Identity, request: FuzzRequest): Promise<FuzzAnswer> {
  const headers: Record<string, string> = {};
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;
  Object.assign(headers, request.headers);
  const res = await app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}

/** A fuzzed call of one route: who, what input, which mutation. */
interface Case {
  identity: number;
  input: Record<string, unknown>;
  segment: string;
  choice: MutationChoice;
}

function caseArbitrary(op: FuzzOperation, cast: Cast): fc.Arbitrary<Case> {
  const schema =
    op.query ?? (op.body?.type === 'application/json' ? op.body.schema : { type: 'object' as const });
  return fc.record({
    identity: fc.nat(cast.identities.length - 1),
    input: objectFor(schema, cast.pool),
    segment: valueFor('path', { type: 'string', maxLength: 40 }, cast.pool) as fc.Arbitrary<string>,
    choice: fc.record({ kind: fc.constantFrom(...MUTATION_KINDS), field: fc.nat(50), pick: fc.nat(1000) }),
  });
}

/** Re-issues tokens a fuzzed call revoked (logout, password change ...), so later calls keep their identity. */
async function keepAlive(app: FastifyInstance, identities: Identity[]): Promise<void> {
  for (const identity of identities) {
    if (!identity.userId || !identity.token) continue;
    if (await app.authenticateToken(identity.token)) continue;
    identity.token = (await app.tokenStore.issue(identity.userId)).token;
  }
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;

/**
 * Fuzzes every operation of the app's OpenAPI document: a valid call as every identity, then
 * `casesPerRoute` seeded random cases (identity x generated input x mutation). Answers are checked
 * by problemsOf; the caller checks the victim team.
 */
export async function runFuzz(app: FastifyInstance, cast: Cast, options: FuzzOptions): Promise<FuzzReport> {
  const document = (await app.inject({ method: 'GET', url: '/ixj_web/openapi.json' })).json();
  const operations = operationsOf(document).sort(
    (a, b) => Number(LATE.test(a.path)) - Number(LATE.test(b.path)),
  );
  const report: FuzzReport = {
    seed: options.seed,
    routes: operations.length,
    requests: 0,
    findings: [],
    byKind: {},
    validStatuses: {},
  };
  for (const [index, op] of operations.entries()) {
    const cases = fc.sample(caseArbitrary(op, cast), {
      seed: options.seed + index,
      numRuns: options.casesPerRoute + cast.identities.length,
    });
    const creator = cast.identities.findIndex((i) => i.name === CREATOR);
    const first = cases[0] as Case;
    // The boundary sweep: NUL inside text and a lone surrogate in every field, as the team creator
    // (who passes every guard), so no field escapes the string rules whatever the seed.
    const sweep: Array<Case & { sweep: true }> = fieldsOf(op, first.input).flatMap((_, field) =>
      [NUL_PICK, SURROGATE_PICK].map((pick) => ({
        ...first,
        identity: creator,
        choice: { kind: 'hostileString' as const, field, pick },
        sweep: true as const,
      })),
    );
    for (const [n, c] of [...cases, ...sweep].entries()) {
      // The first cases are the identity matrix: the same kind of valid call as each identity in turn.
      const matrix = n < cast.identities.length;
      const identity = cast.identities[matrix ? n : c.identity] as Identity;
      const choice: MutationChoice = matrix ? { ...c.choice, kind: 'valid' } : c.choice;
      if (isStream(op) && identity.userId && choice.kind !== 'oddAuthHeader') continue;
      const request = buildRequest(op, fillPath(op.path, c.segment), c.input, choice);
      const answer = await send(app, identity, request);
      report.requests++;
      report.byKind[choice.kind] = (report.byKind[choice.kind] ?? 0) + 1;
      if (choice.kind === 'valid') {
        const status = /"status":(-?\d+)/.exec(answer.body)?.[1] ?? `HTTP ${answer.statusCode}`;
        report.validStatuses[status] = (report.validStatuses[status] ?? 0) + 1;
      }
      const problems = problemsOf(op, answer);
      if (problems.length) {
        report.findings.push({
          route: `${op.method} ${op.path}`,
          identity: identity.name,
          mutation: request.mutation,
          request: clip(
            `${request.method} ${request.url} ${typeof request.payload === 'string' ? request.payload : request.payload ? '<bytes>' : ''}`,
          ),
          answer: clip(`${answer.statusCode} ${answer.body}`),
          problems,
        });
      }
    }
    await keepAlive(app, cast.identities);
  }
  return report;
}
