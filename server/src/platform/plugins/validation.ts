import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { parseInput } from '../../../../contract/api/schemas/messages';
import { InvalidInputError } from './envelope';

/**
 * Route schemas are the shared zod schemas. Validation turns the first problem into one Chinese sentence
 * naming the field; answers are already serialised strings, so no response serializer is compiled.
 */
export function installZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    // Fastify hands a missing body over as null; a call without fields is an empty form.
    const result = parseInput(schema as z.ZodType, data ?? {});
    return result.ok ? { value: result.data } : { error: new InvalidInputError(result.message) };
  });
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
}
