// Errors a client can see. The REST proxy renders them in OpenAI's error shape so SDKs can read them.

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'not_found_error'
  | 'upstream_error'
  | 'server_error';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody() {
    return { error: { message: this.message, type: this.type, code: this.code, param: this.param } };
  }
}

export class BadRequestError extends AppError {
  constructor(code: string, message: string, param: string | null = null) {
    super(400, 'invalid_request_error', code, message, param);
  }
}

export class AuthenticationError extends AppError {
  constructor(code: string, message: string) {
    super(401, 'authentication_error', code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code = 'not_found') {
    super(404, 'not_found_error', code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limit: number) {
    super(413, 'invalid_request_error', 'request_too_large', `Request body is larger than the limit of ${limit} bytes.`);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(method: string, path: string) {
    super(405, 'invalid_request_error', 'method_not_allowed', `${method} is not allowed on ${path}.`);
  }
}

export class UpstreamUnreachableError extends AppError {
  constructor(detail: string) {
    super(502, 'upstream_error', 'upstream_unreachable', `The upstream API could not be reached: ${detail}`);
  }
}

export class UpstreamTimeoutError extends AppError {
  constructor(ms: number) {
    super(504, 'upstream_error', 'upstream_timeout', `The upstream API did not answer within ${ms} ms.`);
  }
}

/** The cache declined to record an answer: the database is away, or a size limit was reached. */
export class NotRecordedError extends Error {
  constructor(
    message: string,
    /** For Cache-Status: detail=<reason>. */
    readonly detail: string,
  ) {
    super(message);
  }
}

/** The client went away before its answer was complete (nginx's 499); the upstream call is cancelled. */
export class ClientClosedError extends AppError {
  constructor() {
    super(499, 'invalid_request_error', 'client_closed_request', 'The client closed the request before the answer was complete.');
  }
}

/** Cache-Control: only-if-cached, and nothing cached answers the request (RFC 9111: 504). */
export class NotCachedError extends AppError {
  constructor() {
    super(504, 'invalid_request_error', 'not_cached', 'Cache-Control: only-if-cached was sent and nothing cached answers this request; the upstream was not called.');
  }
}
