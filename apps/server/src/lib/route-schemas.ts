import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { API_BASE, apiAccess, apiErrorSchema } from '@fieldops/contract';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Error answers a route may give. Every route lists them all (the serializer then knows the one
 * error shape); the OpenAPI document keeps only those the route can give (`documentedErrors`).
 */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** What each error answer means, as its description in the OpenAPI document. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Bad request: the body is not well-formed JSON (BAD_REQUEST).',
  401: 'Not signed in, or the session has ended (UNAUTHORIZED).',
  403: "The caller's role or area does not allow this (FORBIDDEN).",
  404: 'No such record, or not one the caller may see (NOT_FOUND).',
  409: 'The change conflicts with the current data (CONFLICT, MANAGER_HAS_TERRITORY).',
  413: 'The body or file is too large (PAYLOAD_TOO_LARGE).',
  415: 'The content type is not accepted (UNSUPPORTED_MEDIA_TYPE).',
  422: 'Some fields are missing or invalid: `errors` and `fieldKeys` name them (VALIDATION).',
  429: 'Too many attempts from this client: wait a minute (RATE_LIMITED).',
};

/** The 409 of a route that takes If-Match: the record saved by someone else since that version comes first. */
const CHANGED_SINCE_DESCRIPTION =
  'Someone has saved the record since the version sent as `If-Match`; nothing was written (CHANGED_SINCE: read it again, ' +
  'or send the change without `If-Match` to save over). Or the change conflicts with the current data (CONFLICT, MANAGER_HAS_TERRITORY).';

/** Whether a route's headers schema (zod, before the transform) takes `If-Match`. */
const takesIfMatch = (headers: unknown): boolean =>
  headers instanceof z.ZodObject && Object.hasOwn(headers.shape as Record<string, unknown>, 'if-match');

/** The document's tags, one per area: each route's lowercase tag and its name and description. */
export const OPENAPI_TAGS: Record<string, { name: string; description: string }> = {
  health: { name: 'Health', description: 'Liveness, readiness and metrics of the server.' },
  auth: { name: 'Auth', description: 'Sign-in, sign-out, the signed-in user and password resets.' },
  users: { name: 'Users', description: 'User accounts, roles and passwords.' },
  geography: { name: 'Geography', description: 'Regions, districts and territories.' },
  stores: { name: 'Stores', description: 'The stores and their regions.' },
  objectives: { name: 'Objectives', description: 'Objectives, their store results, approvals and exports.' },
  forms: { name: 'Forms', description: "Custom objectives' forms and form templates." },
  dashboards: { name: 'Dashboards', description: 'Dashboards, leaderboards and the user panel.' },
  visits: { name: 'Visits', description: 'Check-in and check-out at stores and the day’s work.' },
  geo: { name: 'Visit map', description: 'Visits by week and by user, for the map.' },
  schedule: { name: 'Schedule', description: 'Schedule entries and the calendar feed.' },
  playbooks: { name: 'Playbooks', description: 'Playbooks and their stores.' },
  wins: { name: 'Wins', description: 'The wins feed and its approvals.' },
  'weekly goods': { name: 'Weekly goods', description: 'Weekly goods.' },
  newsletters: { name: 'Newsletters', description: 'Newsletter records (wins, weekly goods, e-learning).' },
  content: { name: 'Content', description: 'News, surveys and quicklinks.' },
  crm: { name: 'CRM', description: 'Contacts, their import and unsubscribing.' },
  notifications: { name: 'Notifications', description: 'Notifications and the live events stream.' },
  messages: { name: 'Messages', description: 'Messages between users.' },
  lookups: { name: 'Lookups', description: 'The lists behind the forms (brands, trades, types, reasons …).' },
  files: { name: 'Files', description: 'Uploaded pictures and documents.' },
};

/** The shared schemas of the document (components.schemas), referred to by name. */
const schemaRegistry = z.registry<{ id: string }>();
schemaRegistry.add(apiErrorSchema, { id: 'ApiError' });

/** Routes whose success is not JSON: their 200's media type and description. */
const OTHER_ANSWERS: Record<string, { type: string; description: string }> = {
  'GET /notification/stream': { type: 'text/event-stream', description: 'The live events, one `data:` line of JSON each.' },
  'GET /contact/unsubscribe/:token': { type: 'text/html', description: 'A small page saying the contact is unsubscribed.' },
  'GET /objective/:id/CSVsummary': { type: 'text/csv', description: 'objective-{id}-summary.csv' },
  'GET /objective/:id/answersCSV': { type: 'text/csv', description: 'objective-{id}-answers.csv' },
};

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`: a nullable union (`anyOf` without a type, as
 * zod writes `x.nullable()` of a union) gets `nullable` on each member instead.
 */
function nullableMembers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableMembers);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableMembers(value);
  const members = out.anyOf ?? out.oneOf;
  if (out.nullable === true && out.type === undefined && Array.isArray(members)) {
    delete out.nullable;
    const key = out.anyOf ? 'anyOf' : 'oneOf';
    out[key] = (members as Record<string, unknown>[]).map((member) =>
      member.type !== undefined ? { ...member, nullable: true } : { allOf: [member], nullable: true },
    );
  }
  return out;
}

/** Whether a route's query (as JSON Schema) offers `format=csv`. */
function offersCsv(querystring: unknown): boolean {
  const format = (querystring as { properties?: Record<string, { enum?: unknown[] }> } | undefined)?.properties?.format;
  return Array.isArray(format?.enum) && format.enum.includes('csv');
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RouteFacts {
  method: string;
  path: string;
  signedIn: boolean;
  /** Public to the session guard but asking for a token of its own (GET /metrics). */
  ownToken: boolean;
  hasParams: boolean;
  hasBody: boolean;
  hasInput: boolean;
  rateLimited: boolean;
}

/**
 * The 4xx answers a route can give: 401 and 403 when it needs a session (its apiAccess is not
 * public; 401 alone for GET /metrics and its own token), 404 with path parameters, 400/413/415 with a body, 422 with any input (body, query or
 * parameters), 409 for a signed-in change, 429 under a rate limit.
 */
export function documentedErrors(route: RouteFacts): number[] {
  const codes: number[] = [];
  if (route.hasBody) codes.push(400);
  if (route.signedIn) codes.push(401, 403);
  else if (route.ownToken) codes.push(401);
  if (route.hasParams) codes.push(404);
  if (route.signedIn && METHODS_WITH_BODY.has(route.method)) codes.push(409);
  if (route.hasBody) codes.push(413, 415);
  if (route.hasInput || route.hasBody) codes.push(422);
  if (route.rateLimited) codes.push(429);
  return codes;
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry });

/**
 * The swagger transform: zod schemas to JSON Schema (the error shape by reference), the tag's
 * display name, `security: []` on public routes, and only the 4xx answers the route can give,
 * each with its description.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const { schema, url } = zodTransform(input) as { schema: Record<string, unknown> & { response?: Record<string, unknown> }; url: string };
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const access = apiAccess[`${method} ${path}`];
  const config = (input.route.config ?? {}) as { rateLimit?: unknown };
  const source = input.schema as Record<string, unknown>;
  const facts: RouteFacts = {
    method,
    path,
    signedIn: access !== undefined && access !== 'public',
    ownToken: path === '/metrics',
    hasParams: source.params !== undefined,
    hasBody: source.body !== undefined || source.consumes !== undefined,
    hasInput: source.params !== undefined || source.querystring !== undefined,
    rateLimited: config.rateLimit !== undefined,
  };
  const wanted = new Set(documentedErrors(facts).map(String));
  const other = OTHER_ANSWERS[`${method} ${path}`];
  const response: Record<string, unknown> = {};
  for (const [code, answer] of Object.entries(schema.response ?? {})) {
    if (/^4\d\d$/.test(code) && !wanted.has(code)) continue;
    response[code] = answer;
  }
  if (offersCsv(schema.querystring)) {
    // `format=csv` answers the same rows as a CSV file instead of the JSON page.
    const json = response[200] as Record<string, unknown> | undefined;
    if (json) {
      response[200] = {
        description: 'The page as JSON, or with `format=csv` every matching row as a CSV file.',
        content: { 'application/json': { schema: json }, 'text/csv': { schema: { type: 'string' } } },
      };
    }
  }
  if (other) response[200] = { description: other.description, content: { [other.type]: { schema: { type: 'string' } } } };
  for (const code of wanted) {
    const answer = (response[code] ?? { $ref: '#/components/schemas/ApiError' }) as Record<string, unknown>;
    const description = code === '409' && takesIfMatch(source.headers) ? CHANGED_SINCE_DESCRIPTION : ERROR_DESCRIPTIONS[code];
    response[code] = { ...answer, description };
  }
  const tags = Array.isArray(schema.tags) ? (schema.tags as string[]).map((tag) => OPENAPI_TAGS[tag]?.name ?? tag) : schema.tags;
  return {
    url,
    schema: {
      ...(nullableMembers(schema) as Record<string, unknown>),
      tags,
      response,
      ...(access === 'public' && !facts.ownToken ? { security: [] } : {}),
    } as FastifySchema,
  };
};

/** The document-wide part of the transform: the shared schemas into components.schemas. */
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry });
export const openapiTransformObject: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  // Its input form is never read: an error is only ever an answer.
  delete document.components?.schemas?.ApiErrorInput;
  return document as ReturnType<SwaggerTransformObject>;
};

/** The document's top-level tags, in the order of OPENAPI_TAGS. */
export const openapiTags = Object.values(OPENAPI_TAGS);
