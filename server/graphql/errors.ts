// GraphQL errors clients can act on, each with extensions.code.
import { GraphQLError } from 'graphql';

export const notFound = (what: string) => new GraphQLError(`${what} not found.`, { extensions: { code: 'NOT_FOUND' } });
export const badInput = (message: string, field?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
export const unauthenticated = () => new GraphQLError('Sign in, or send Authorization: Bearer <rote key>.', { extensions: { code: 'UNAUTHENTICATED' } });
export const tooManyAttempts = (seconds: number) =>
  new GraphQLError(`Too many failed sign-ins. Try again in ${seconds} s.`, { extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfter: seconds } });
