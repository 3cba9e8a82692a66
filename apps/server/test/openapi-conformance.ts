import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * Every answer the API tests receive is checked against the OpenAPI document the app serves
 * (/api/openapi.json): its status must be documented for that operation (or fall in a documented
 * range, 4XX), its content type too, and a JSON body must match the documented schema. The check
 * runs on the app of every API test file (buildTestApp), so the whole suite's answers — successes
 * and failures, the WatchButton press that serializes itself included — are compared with what
 * the document promises, and a file whose answers drift from it fails when its app closes.
 */
export interface ConformanceCheck {
  /** Answers checked so far. */
  readonly checked: number;
  /** What did not match the document, one line each. */
  readonly mismatches: readonly string[];
}

/** Fastify's '/api/matches/:id' as the document writes it, '/api/matches/{id}'. */
export function documentPath(routeUrl: string): string {
  return routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The documented answer for a status: exact, then its range ('4XX'), then 'default'. */
function documentedResponse(
  operation: OpenAPIV3_1.OperationObject,
  status: number,
): OpenAPIV3_1.ResponseObject | null {
  const responses = operation.responses ?? {};
  const found = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  return (found as OpenAPIV3_1.ResponseObject | undefined) ?? null;
}

export function checkAnswersAgainstDocument(app: FastifyInstance): ConformanceCheck {
  const mismatches: string[] = [];
  let checked = 0;
  let document: OpenAPIV3_1.Document | null = null;
  const validators = new Map<string, ValidateFunction>();
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);

  function validatorFor(key: string, schema: object, components: object): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      // The schema's `$ref`s ('#/components/schemas/Match') resolve against this root.
      validate = ajv.compile({ ...schema, components });
      validators.set(key, validate);
    }
    return validate;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || request.method === 'HEAD') return payload;
    document ??= app.swagger() as OpenAPIV3_1.Document;
    const path = documentPath(routeUrl);
    const operation = document.paths?.[path]?.[request.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
    // Routes left out of the document (its own page, the web app's files) are the completeness
    // test's business (openapi.test.ts).
    if (!operation) return payload;
    checked += 1;
    const where = `${request.method} ${path} ${reply.statusCode}`;
    const response = documentedResponse(operation, reply.statusCode);
    if (!response) {
      mismatches.push(`${where}: this status is not documented`);
      return payload;
    }
    if (!response.content) {
      if (payload !== undefined && payload !== null && payload !== '') {
        mismatches.push(`${where}: a body where the document says there is none`);
      }
      return payload;
    }
    const mediaType = mediaTypeOf(reply.getHeader('content-type') as string | undefined);
    const media = response.content[mediaType];
    if (!media) {
      mismatches.push(`${where}: content type '${mediaType}' is not documented`);
      return payload;
    }
    if (mediaType !== 'application/json' || !media.schema) return payload;
    if (typeof payload !== 'string') {
      mismatches.push(`${where}: a JSON answer that is not text`);
      return payload;
    }
    const validate = validatorFor(`${where} ${mediaType}`, media.schema, document.components ?? {});
    if (!validate(JSON.parse(payload))) {
      mismatches.push(`${where}: ${ajv.errorsText(validate.errors)} in ${payload.slice(0, 300)}`);
    }
    return payload;
  });

  return {
    get checked() {
      return checked;
    },
    mismatches,
  };
}

/** Throws with the answers that did not match the document, if any. */
export function assertConformance(check: ConformanceCheck): void {
  if (check.mismatches.length === 0) return;
  const shown = check.mismatches.slice(0, 20).map((line) => `  ${line}`);
  throw new Error(
    `${check.mismatches.length} answer(s) do not match the OpenAPI document:\n${shown.join('\n')}`,
  );
}
