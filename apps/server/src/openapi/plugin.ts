import { STATUS_CODES } from 'node:http';
import {
  activeLookupSchema,
  activeMatchSchema,
  apiErrorSchema,
  buttonSchema,
  clubApiTokenSchema,
  clubSchema,
  courtSchema,
  finishedMatchItemSchema,
  imageUploadBodySchema,
  liveScoreSchema,
  matchSchema,
  matchStatisticsSchema,
  publicCourtSchema,
  userSchema,
} from '@bandeja/contract';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { SECURITY_SCHEMES } from './security.ts';

/** The generated document, and the reference page that reads it. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The API's version in the document (the server's package version). */
const API_VERSION = '1.0.0';

/**
 * Named shapes: the document defines them once under components and refers to them, instead of
 * repeating a live score in every answer that carries one. The names are given here, in zod's
 * global registry (where the contract's descriptions and formats live too), not in the contract.
 */
for (const [schema, id] of [
  [apiErrorSchema, 'ApiError'],
  [liveScoreSchema, 'LiveScore'],
  [matchSchema, 'Match'],
  [activeMatchSchema, 'ActiveMatch'],
  [activeLookupSchema, 'ActiveLookup'],
  [finishedMatchItemSchema, 'FinishedMatchItem'],
  [matchStatisticsSchema, 'MatchStatistics'],
  [courtSchema, 'Court'],
  [publicCourtSchema, 'PublicCourt'],
  [clubSchema, 'Club'],
  [buttonSchema, 'Button'],
  [userSchema, 'User'],
  [clubApiTokenSchema, 'ClubApiToken'],
] as const) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

const toJsonSchema = createJsonSchemaTransform({ schemaRegistry: z.globalRegistry });
const withComponents = createJsonSchemaTransformObject({ schemaRegistry: z.globalRegistry });

/** The `$ref`s a part of the document makes, e.g. '#/components/schemas/Match'. */
function referencesIn(value: unknown, found: Set<string>): Set<string> {
  JSON.stringify(value, (key, child: unknown) => {
    if (key === '$ref' && typeof child === 'string') found.add(child);
    return child;
  });
  return found;
}

/**
 * The document with only the named schemas it uses: the transform defines each named schema twice
 * (as it is read, 'MatchInput', and as it is answered, 'Match'), and most are only answered.
 */
const toDocument: SwaggerTransformObject = (input) => {
  const document = withComponents(input) as OpenAPIV3_1.Document;
  const schemas = document.components?.schemas ?? {};
  const prefix = '#/components/schemas/';
  const used = referencesIn(document.paths, new Set());
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const ref of [...used]) referencesIn(schemas[ref.slice(prefix.length)], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(`${prefix}${id}`)));
  return { ...document, components: { ...document.components, schemas: kept } };
};

const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Any call may fail in the contract's shape: bad input, credentials, rights, ids, limits. */
const FAILURES = {
  '4xx': json(
    'Refused: bad input, no or wrong credentials, another club, unknown id, conflict, limit',
    apiErrorSchema,
  ),
  '5xx': json('Server error, or a service it needs (database, mail) unavailable', apiErrorSchema),
};

/**
 * A route's JSON answers, each with its status's name as description ('OK', 'Created'). Answers
 * with content types of their own (images) and without a body (304) are documented as declared.
 */
function describedResponses(response: unknown): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(response ?? {})) {
    const isJson = answer instanceof z.ZodType && !(answer instanceof z.ZodUndefined);
    described[status] = isJson ? json(STATUS_CODES[status] ?? status, answer) : answer;
  }
  return described;
}

function isUpload(schema: FastifySchema): boolean {
  return schema.consumes?.includes('multipart/form-data') === true && schema.body === undefined;
}

/** The operation's group: the first segment of its path (matches, scores, courts …). */
function tagOf(url: string): string {
  return url.replace(/^\/api\//, '').split('/')[0] || 'api';
}

/**
 * Each route's document entry from its own zod schemas (fastify-type-provider-zod), plus what
 * every route shares: the failure envelope, a tag, and for an upload its multipart body (the
 * route reads the file itself, so the body is described here rather than validated).
 */
const documentRoute: SwaggerTransform = (input) => {
  const { schema, url } = input;
  if (!schema || schema.hide) return toJsonSchema(input);
  const documented: FastifySchema = {
    ...schema,
    tags: schema.tags ?? [tagOf(url)],
    response: { ...FAILURES, ...describedResponses(schema.response) },
    ...(isUpload(schema) ? { body: imageUploadBodySchema } : {}),
  };
  return toJsonSchema({ ...input, schema: documented });
};

const DESCRIPTION = [
  'Live scoring for padel and tennis clubs. Every answer is JSON, `{success: true, data}` or',
  '`{success: false, message, code}` (except images and `/metrics`); `code` is the stable key of the',
  "message, 'validation' with `field` and `reason` for a failed check. The prose — who may call what,",
  'idempotent presses, socket events — is in the repository, `docs/api.md`.',
].join('\n');

/** A route the application registered, as the completeness test (test/openapi.test.ts) sees it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the document on purpose (its own page, the web app's files). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerOpenApi. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Registers @fastify/swagger before any route, so that it sees every one, and serves the
 * document at OPENAPI_PATH and the reference page (Swagger UI, its files from node_modules: it
 * works without internet) at DOCS_PATH.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const hidden = route.schema?.hide === true;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, hidden });
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bandeja API', version: API_VERSION, description: DESCRIPTION },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
    transformObject: toDocument,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'Bandeja API' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
