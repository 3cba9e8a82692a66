import { pressResultSchema, successSchema } from '@bandeja/contract';
import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zodValidatorCompiler } from '../src/http/validation.ts';
import { DOCS_PATH, OPENAPI_PATH, registerOpenApi } from '../src/openapi/plugin.ts';
import { SECURITY } from '../src/openapi/security.ts';
import { buildTestApp, createWorld, type TestApp } from './helpers.ts';
import { createButton, press, startMatch } from './live-helpers.ts';
import { assertConformance, checkAnswersAgainstDocument, documentPath } from './openapi-conformance.ts';

/**
 * The OpenAPI document is generated from the routes' own zod schemas (src/openapi/plugin.ts). These
 * tests keep it complete (every route the app registers is in it, with its security and answers)
 * and prove the check that compares every API test's answers with it (test/openapi-conformance.ts).
 */
let t: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  document = response.json<OpenAPIV3_1.Document>();
});
afterAll(() => t.close());

function operationOf(method: string, url: string): OpenAPIV3_1.OperationObject | undefined {
  return document.paths?.[documentPath(url)]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods];
}

function documentedOperations(): { key: string; operation: OpenAPIV3_1.OperationObject }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation: operation as OpenAPIV3_1.OperationObject,
    })),
  );
}

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1 with the ways to authenticate', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(
      expect.arrayContaining(['session', 'clubToken', 'apiKey', 'buttonKey', 'displayToken']),
    );
  });

  it('documents every route the app registers, hiding only its reference page and the web app files', () => {
    const routes = t.app.registeredRoutes.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter((route) => !route.hidden && !operationOf(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // The built web app's files (when there is a build) are not API; no API route is hidden.
    const hidden = routes.filter((route) => route.hidden).map((route) => route.url);
    const hiddenApi = hidden.filter((url) => url.startsWith('/api/') || url === '/metrics');
    expect(hiddenApi.filter((url) => url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH))).toEqual([]);
    // And nothing is documented that the app does not answer.
    const registered = new Set(routes.map((route) => `${route.method} ${documentPath(route.url)}`));
    expect(documentedOperations().filter(({ key }) => !registered.has(key))).toEqual([]);
  });

  it('gives every operation a summary, its security, its path parameters and a success answer', () => {
    const incomplete: string[] = [];
    for (const { key, operation } of documentedOperations()) {
      const path = key.split(' ')[1] ?? '';
      const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const described = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const problems = [
        operation.summary ? null : 'no summary',
        operation.security ? null : 'no security',
        Object.keys(operation.responses ?? {}).some((status) => /^2\d\d$/.test(status))
          ? null
          : 'no 2xx answer',
        operation.responses?.['4XX'] ? null : 'no failure answer',
        ...pathParameters
          .filter(
            (name) => !described.some((parameter) => parameter.in === 'path' && parameter.name === name),
          )
          .map((name) => `path parameter ${name} undescribed`),
      ].filter((problem) => problem !== null);
      if (problems.length > 0) incomplete.push(`${key}: ${problems.join(', ')}`);
    }
    expect(incomplete).toEqual([]);
  });

  it('names the security each kind of caller needs', () => {
    expect(operationOf('POST', '/api/buttons/:id/press')?.security).toEqual(SECURITY.button);
    expect(operationOf('POST', '/api/matches')?.security).toEqual(SECURITY.apiKeyOptionalSession);
    expect(operationOf('GET', '/api/users')?.security).toEqual(SECURITY.session);
    expect(operationOf('GET', '/api/scores/public/:matchId')?.security).toEqual([]);
    expect(operationOf('POST', '/api/scores/:matchId/retire')?.security).toEqual(SECURITY.session);
    expect(operationOf('GET', '/api/displays/self')?.security).toEqual(SECURITY.display);
    expect(operationOf('POST', '/api/displays/pairing')?.security).toEqual(SECURITY.optionalDisplay);
    expect(operationOf('GET', '/api/displays/court/:courtId')?.security).toEqual([]);
  });

  it('serves a reference page at /api/docs whose scripts and styles come from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((asset) => /^(https?:)?\/\//.test(asset))).toEqual([]);
    for (const asset of assets.filter((url) => url.endsWith('.js') || url.endsWith('.css'))) {
      const answer = await t.app.inject({
        method: 'GET',
        url: new URL(asset, `http://x${DOCS_PATH}/`).pathname,
      });
      expect(answer.statusCode, asset).toBe(200);
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: `${DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.body).toContain('./json');
  });
});

describe('the answers of the API tests against the document', () => {
  it('checks the WatchButton press, which serializes its answer itself', async () => {
    const world = await createWorld(t);
    await startMatch(t, world.court.id);
    const button = await createButton(t.ctx, world.court.id);
    const before = t.conformance?.checked ?? 0;
    expect((await press(t, button)).statusCode).toBe(200);
    expect((await press(t, button, { key: 'wrong' })).statusCode).toBe(401);
    expect(t.conformance?.checked).toBe(before + 2);
    expect(t.conformance?.mismatches).toEqual([]);
  });

  it('catches an answer that breaks its schema and a status the document does not name', async () => {
    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    const schema: FastifySchema = {
      summary: 'A press that lies',
      security: SECURITY.public,
      response: { 200: successSchema(pressResultSchema) },
    };
    // Like the press route: its own serializer, so Fastify checks nothing on the way out.
    app.get('/api/lies', { schema, serializerCompiler: () => JSON.stringify }, async () => ({
      success: true,
      data: { outcome: 'applied', matchId: 'not a match id' },
    }));
    app.get('/api/accepted', { schema }, async (_request, reply) => reply.status(202).send());
    const check = checkAnswersAgainstDocument(app);
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/lies' });
    await app.inject({ method: 'GET', url: '/api/accepted' });
    await app.close();
    expect(check.checked).toBe(2);
    expect(check.mismatches).toEqual([
      expect.stringMatching(/^GET \/api\/lies 200: .*must have required property/),
      'GET /api/accepted 202: this status is not documented',
    ]);
    expect(() => assertConformance(check)).toThrow('2 answer(s) do not match the OpenAPI document');
  });
});
