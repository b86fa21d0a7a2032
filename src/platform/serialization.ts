import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * Each response schema's serializer (fast-json-stringify, as Fastify's own compiler makes it), compiled
 * when the route first answers with it: compiling every route's at start-up was about a quarter of it.
 * The tests compile every one (test/schemas-compile.test.ts).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    serialize ??= compiledSerializer(schema);
    return serialize(data);
  };
};

export function compiledSerializer(schema: unknown): (data: unknown) => string {
  return fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
}
