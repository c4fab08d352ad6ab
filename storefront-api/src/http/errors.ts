import type { ApiError } from '@shop/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';

/** An expected failure, sent as an `ApiError` body with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorData?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (errorCode: string, message: string) => new HttpError(404, errorCode, message);
export const badRequest = (errorCode: string, message: string, errorData?: unknown) =>
  new HttpError(400, errorCode, message, errorData);

export function invalidRequest(error: ZodError): HttpError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = issues[0];
  return badRequest(
    'invalid-request',
    first ? `${first.path || 'requête'} : ${first.message}` : 'Requête invalide',
    {
      issues,
    },
  );
}

function body(error: HttpError): ApiError {
  return {
    status: error.status,
    errorCode: error.errorCode,
    errorMessage: error.message,
    ...(error.errorData === undefined ? {} : { errorData: error.errorData }),
  };
}

const INTERNAL_ERROR = new HttpError(
  500,
  'internal-error',
  'Une erreur est survenue. Veuillez réessayer plus tard.',
);

/**
 * Errors the router raises before any route or error handler runs (malformed percent-encoding in
 * the path, a parameter longer than `maxParamLength`): Fastify would answer them with a body of its
 * own, not an `ApiError`. Pass as the `frameworkErrors` option.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status < 500) {
    reply
      .status(status)
      .send(body(new HttpError(status, 'invalid-request', 'Requête invalide : ' + error.message)));
    return;
  }
  request.log.error({ err: error }, 'request failed');
  reply.status(500).send(body(INTERNAL_ERROR));
}

/** Every failure leaves as an `ApiError`; unexpected ones are logged and never show a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(body(error));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type...
      return reply
        .status(status)
        .send(body(new HttpError(status, 'invalid-request', 'Requête invalide : ' + error.message)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(INTERNAL_ERROR));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(body(notFound('not-found', `Aucune ressource à ${request.method} ${request.url.split('?')[0]}`))),
  );
}
