/**
 * JSON schemas for Fastify's compiled serializer (fast-json-stringify), made from a DTO's Swagger
 * schema (@nestjs/swagger's generateSchema, the same one openapi.json shows). A compiled
 * serializer writes exactly the properties its schema names, so a schema written by hand would
 * have to follow every field added to the DTO; made from the DTO, it does.
 */
import type { Type } from '@nestjs/common';
import { generateSchema, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';

/** The part of JSON Schema a serializer schema uses. */
export interface SerializerSchema {
  type: string | string[];
  format?: string;
  properties?: Record<string, SerializerSchema>;
  items?: SerializerSchema;
}

const REF_PREFIX = '#/components/schemas/';

/**
 * The serializer's schema of `dto`: each property's type, its nullability (`[type, 'null']`), and
 * the date-time format (which makes it write a Date with toISOString, as JSON.stringify does);
 * nested DTOs resolved. No `required`: a compiled serializer throws on a missing required property
 * where JSON.stringify would leave it out; the DTO, not this schema, says what is required.
 * Anything else (enums, examples, descriptions) changes nothing in what is written.
 */
export function serializerSchema(dto: Type<unknown>): SerializerSchema {
  const { schema, schemas } = generateSchema(dto);
  const convert = (node: SchemaObject | ReferenceObject, at: string): SerializerSchema => {
    const referenced = '$ref' in node ? schemas[node.$ref.slice(REF_PREFIX.length)] : node;
    // A nullable nested DTO is `{ nullable, allOf: [{ $ref }] }` (@nestjs/swagger): the DTO, nullable.
    const only = referenced && !('$ref' in referenced) ? referenced.allOf : undefined;
    const resolved =
      only?.length === 1 && only[0] && '$ref' in only[0]
        ? { ...schemas[only[0].$ref.slice(REF_PREFIX.length)], nullable: referenced?.nullable }
        : referenced;
    if (!resolved?.type || Array.isArray(resolved.type)) {
      throw new Error(`serializerSchema(${dto.name}): ${at} has no single type (a $ref, oneOf or allOf?)`);
    }
    const type = resolved.nullable ? [resolved.type, 'null'] : resolved.type;
    if (resolved.properties) {
      const properties = Object.entries(resolved.properties).map(([name, property]) => [
        name,
        convert(property, `${at}.${name}`),
      ]);
      return { type, properties: Object.fromEntries(properties) as Record<string, SerializerSchema> };
    }
    if (resolved.type === 'array') {
      if (!resolved.items) throw new Error(`serializerSchema(${dto.name}): ${at} is an array without items`);
      return { type, items: convert(resolved.items, `${at}[]`) };
    }
    return resolved.format === 'date-time' ? { type, format: 'date-time' } : { type };
  };
  return convert(schema, dto.name);
}

/** `data`'s schema in the success envelope every answer goes out in (common/envelope.ts). */
export function envelopeSchema(data: SerializerSchema): SerializerSchema {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      statusCode: { type: 'number' },
      message: { type: 'string' },
      data,
    },
  };
}
