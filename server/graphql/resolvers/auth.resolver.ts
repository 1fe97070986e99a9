import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { generateSessionToken, sessionCookie } from '../../auth/sessions.js';
import { normalizeEmail } from '../../auth/accounts.js';
import { AppError } from '../../errors.js';
import type { GraphQLContext } from '../context.js';
import { badInput, tooManyAttempts } from '../errors.js';
import { AccountType, SignUpPayload } from '../types/account.type.js';
import { ApiKeyType } from '../types/api-key.type.js';
import { accountSummary } from './account.resolver.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => SignUpPayload, { description: 'Creates an account with an empty cache and its first API key, and signs in.' })
  async signUp(@Arg('email', () => String) email: string, @Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext): Promise<SignUpPayload> {
    try {
      const { account, firstKey } = await ctx.services.accounts.create(email, password);
      await startSession(ctx, account.id);
      return { account: await accountSummary(ctx, account), firstKey: { key: ApiKeyType.from(firstKey.key), secret: firstKey.secret } };
    } catch (err) {
      if (err instanceof AppError) throw badInput(err.message, err.param ?? undefined);
      throw err;
    }
  }

  @Mutation(() => AccountType)
  async signIn(@Arg('email', () => String) email: string, @Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext): Promise<AccountType> {
    const normalized = normalizeEmail(email);
    const wait = await ctx.services.signInThrottle.retryAfter(normalized, ctx.clientAddress);
    if (wait > 0) throw tooManyAttempts(wait);
    const account = await ctx.services.accounts.verify(normalized, password);
    if (!account) {
      await ctx.services.signInThrottle.failed(normalized, ctx.clientAddress);
      throw badInput('That email and password do not match an account.');
    }
    await ctx.services.signInThrottle.succeeded(normalized, ctx.clientAddress);
    await startSession(ctx, account.id);
    return accountSummary(ctx, account);
  }

  @Mutation(() => Boolean)
  async signOut(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    if (ctx.sessionId) await ctx.services.sessions.invalidate(ctx.sessionId);
    ctx.setCookie(sessionCookie(null, null, ctx.secure));
    return true;
  }
}

async function startSession(ctx: GraphQLContext, accountId: string): Promise<void> {
  const token = generateSessionToken();
  const session = await ctx.services.sessions.create(token, accountId);
  ctx.setCookie(sessionCookie(token, session.expiresAt, ctx.secure));
}
