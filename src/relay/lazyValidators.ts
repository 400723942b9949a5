import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's JSON schema with Ajv when the server gets ready: about 150 ms of
// CPU for the relay's 21 routes, on the critical path of a (re)started relay's first answer
// (issue 44.6: a page back online < 2 s after the relay listens, on a loaded machine). The same
// compiler, with the same options, compiles each schema instead on the first request that needs
// it (a few ms), so a route never used in a run costs nothing.

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Compile = (route: { schema: unknown; method: string; url: string; httpPart: string }) => Validate;
type BuildValidator = (externalSchemas: unknown, options: unknown) => Compile;
type FastifyBuildValidator = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

/** Fastify's `schemaController.compilersFactory.buildValidator`: Fastify's own, compiled on first use. */
export function lazyValidators(): FastifyBuildValidator {
  const build = AjvCompiler() as unknown as BuildValidator;
  const lazy: BuildValidator = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let made: Validate | null = null;
      const validate: Validate = (data) => {
        made ??= compile(route);
        return made(data);
      };
      // Fastify reads the errors of a failed validation from the function it was given.
      Object.defineProperty(validate, 'errors', { get: () => made?.errors });
      return validate;
    };
  };
  return lazy as unknown as FastifyBuildValidator;
}
