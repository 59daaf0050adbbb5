/**
 * The operations of openapi.json (the contract generated from the code), flattened for the
 * fuzzer and the access matrix: method, path template, parameters, request bodies and the
 * fields of the answer's data, with every $ref resolved. Both suites enumerate operations from
 * here, so a route added to the code (and to openapi.json) is fuzzed and must get a matrix entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  nullable?: boolean;
  description?: string;
  example?: unknown;
  default?: unknown;
  $ref?: string;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface ApiBody {
  contentType: string;
  schema: JsonSchema;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOperation {
  /** `METHOD /path/{param}`, the key of the access matrix. */
  key: string;
  method: HttpMethod;
  path: string;
  operationId: string;
  parameters: ApiParameter[];
  bodies: ApiBody[];
  /** Declares cookie/bearer security (i.e. not @Public()). */
  secured: boolean;
  /** Documented response statuses. */
  statuses: number[];
  /** Property names of the answer's data (or of one element of it, for lists). */
  dataFields: string[];
}

/** openapi.json at the repository root. */
export const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'openapi.json');

interface RawOperation {
  operationId?: string;
  parameters?: ApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

interface RawDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'];

function deref(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return deref(components[name], components, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, deref(value, components, depth + 1)]),
    );
  }
  if (schema.items) out.items = deref(schema.items, components, depth + 1);
  if (schema.oneOf) out.oneOf = schema.oneOf.map((s) => deref(s, components, depth + 1));
  return out;
}

/** Field names of a success answer's `data`: an object's own, or a list element's. */
function dataFieldsOf(schema: JsonSchema | undefined): string[] {
  const data = schema?.properties?.data;
  if (!data) return [];
  const candidates = data.oneOf ?? [data];
  const names = new Set<string>();
  for (const candidate of candidates) {
    const element = candidate.type === 'array' ? candidate.items : candidate;
    for (const name of Object.keys(element?.properties ?? {})) names.add(name);
  }
  return [...names];
}

export function loadOperations(file = OPENAPI_FILE): ApiOperation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as RawDocument;
  const components = document.components?.schemas ?? {};
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const upper = method.toUpperCase() as HttpMethod;
      const responses = raw.responses ?? {};
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        operationId: raw.operationId ?? `${upper} ${path}`,
        parameters: (raw.parameters ?? []).map((p) => ({ ...p, schema: deref(p.schema, components) })),
        bodies: Object.entries(raw.requestBody?.content ?? {}).map(([contentType, media]) => ({
          contentType,
          schema: deref(media.schema, components),
        })),
        secured: (raw.security ?? []).length > 0,
        statuses: Object.keys(responses)
          .map(Number)
          .filter((n) => Number.isInteger(n)),
        dataFields: dataFieldsOf(deref(success?.[1].content?.['application/json']?.schema, components)),
      });
    }
  }
  return operations;
}
