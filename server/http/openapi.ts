import { z } from 'zod';
import { errorAnswer } from '../../contract/errors.ts';
import type { RouteEntry } from './access.ts';
import type { RouteDocs } from './routeDocs.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  'x-access': RouteEntry['access'];
  parameters?: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema; 'x-event-schema'?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** Fastify's `/api/users/:id` as OpenAPI's `/api/users/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A zod schema as JSON Schema; request shapes as the client sends them, answers as the server sends them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    return rest;
  } catch {
    // One exotic schema (e.g. a cycle zod cannot express) must not take the whole document down.
    return { description: 'Schema not representable as JSON Schema' };
  }
}

function objectProperties(schema: z.ZodType | undefined): { properties: Record<string, JsonSchema>; required: Set<string> } {
  if (!schema) return { properties: {}, required: new Set() };
  const converted = jsonSchema(schema, 'input');
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(converted.required) ? (converted.required as string[]) : []);
  return { properties, required };
}

function parameters(route: RouteEntry): OpenApiOperation['parameters'] {
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  const pathSchemas = objectProperties(route.docs?.params).properties;
  const query = objectProperties(route.docs?.query);
  const list: NonNullable<OpenApiOperation['parameters']> = [
    ...pathNames.map((name) => ({ name, in: 'path' as const, required: true, schema: pathSchemas[name] ?? { type: 'string' } })),
    ...Object.entries(query.properties).map(([name, schema]) => ({ name, in: 'query' as const, required: query.required.has(name), schema })),
  ];
  return list.length > 0 ? list : undefined;
}

function operationId(route: RouteEntry): string {
  const words = route.url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/** The success answer: JSON with its schema, a file in one of its content types, or an event stream. */
function successResponse(docs: RouteDocs | undefined): OpenApiOperation['responses'][string] {
  if (docs?.response) return { description: 'Success', content: { 'application/json': { schema: jsonSchema(docs.response, 'output') } } };
  if (docs?.events) {
    // OpenAPI 3.1 has no schema for the items of a stream: the events' schema is an extension.
    return {
      description: 'Server-Sent Events: every `data:` line is one JSON event of x-event-schema; comment lines keep the connection alive',
      content: { 'text/event-stream': { schema: { type: 'string', contentMediaType: 'text/event-stream' }, 'x-event-schema': jsonSchema(docs.events, 'output') } },
    };
  }
  if (docs?.file) {
    return {
      description: 'The file (Content-Disposition names it)',
      content: Object.fromEntries(docs.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    };
  }
  return { description: 'Success' };
}

const errorContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

function operation(route: RouteEntry): OpenApiOperation {
  const docs = route.docs;
  const responses: OpenApiOperation['responses'] = { [String(docs?.successStatus ?? 200)]: successResponse(docs) };
  if (docs?.body || docs?.query || docs?.params) responses['400'] = { description: 'Bad input (names the field)', content: errorContent(ERROR_REF) };
  if (route.access !== 'public') responses['401'] = { description: 'No valid token', content: errorContent(ERROR_REF) };
  if (route.access === 'admin') responses['403'] = { description: 'Needs the admin role', content: errorContent(ERROR_REF) };
  for (const [status, schema] of Object.entries(docs?.errors ?? {})) {
    responses[status] = { description: 'Error with details', content: errorContent(jsonSchema(schema, 'output')) };
  }
  responses.default = { description: 'Error', content: errorContent(ERROR_REF) };

  const params = parameters(route);
  return {
    operationId: operationId(route),
    summary: docs?.summary ?? `${route.method} ${openApiPath(route.url)}`,
    ...(docs?.description ? { description: docs.description } : {}),
    tags: [route.url.split('/')[2] ?? 'api'],
    security: route.access === 'public' ? [] : [{ bearerAuth: [] }],
    'x-access': route.access,
    ...(params ? { parameters: params } : {}),
    ...(docs?.body
      ? { requestBody: { required: !docs.body.safeParse(undefined).success, content: { 'application/json': { schema: jsonSchema(docs.body, 'input') } } } }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the route table: every /api route with its method, path, access
 * (as `security` and `x-access`) and, where the route declares `config.openapi`, its zod schemas.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fahrplan API',
      version: '1.0.0',
      description: 'Generated from the server route table. Conventions (errors, roles, years) are in docs/api.md.',
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorAnswer, 'output') },
    },
    paths,
  };
}
