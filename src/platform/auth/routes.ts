import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { credentialOf, type App } from '../http.js';
import { Data, ErrorBody, MessageBody, Nullable } from '../schemas.js';
import { LoginBody, SessionView, SignupBody, StudioView, TokenBody, TokenView, UserView } from './schemas.js';
import { pathId } from '../ids.js';
import { sessionCookie } from './cookie.js';
import { SESSION_IDLE_DAYS } from './queries.js';
import type { Services } from '../../areas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };

export function authRoutes(app: App, { auth }: Services): void {
  const secure = app.config.publicUrl?.startsWith('https:') ?? false;
  const setSession = (reply: FastifyReply, secret: string) =>
    reply.header(
      'set-cookie',
      sessionCookie(secret, SESSION_IDLE_DAYS * 24 * 3600, secure),
    );

  app.post('/auth/signup', {
    schema: { tags: ['auth'], summary: 'Create a studio and its first user', security: [], body: SignupBody, response: { 201: Data(SessionView), ...errors } },
    config: { access: 'public', area: 'standard', rateLimitBucket: 'signup' },
  }, async (req, reply) => {
    const { view, secret } = await auth.signup(req.body);
    setSession(reply, secret);
    return reply.code(201).send({ data: view });
  });

  app.post('/auth/login', {
    schema: { tags: ['auth'], summary: 'Sign in; sets the session cookie', security: [], body: LoginBody, response: { 200: Data(SessionView), ...errors } },
    config: { access: 'public', area: 'standard', rateLimitBucket: 'login' },
  }, async (req, reply) => {
    const { view, secret } = await auth.login(req.body.email, req.body.password);
    setSession(reply, secret);
    return { data: view };
  });

  app.post('/auth/logout', {
    schema: { tags: ['auth'], summary: 'End the session', response: { 200: MessageBody, ...errors } },
    config: { access: 'any', area: 'standard' },
  }, async (req, reply) => {
    await auth.logout(credentialOf(req));
    reply.header('set-cookie', sessionCookie('', 0, secure));
    return { message: 'Signed out.' };
  });

  app.get('/auth/me', {
    schema: {
      tags: ['auth'],
      summary: 'The caller',
      response: {
        200: Data(Type.Object({ role: Type.String(), studio: StudioView, user: Nullable(UserView), client: Nullable(Type.Object({ id: Type.String() })) })),
        ...errors,
      },
    },
    config: { access: 'any', area: 'standard' },
  }, async (req) => ({ data: await auth.me(credentialOf(req)) }));

  app.post('/api_tokens', {
    schema: {
      tags: ['auth'],
      summary: 'Create an API token (the secret is shown only here)',
      body: TokenBody,
      response: { 201: Data(Type.Object({ ...TokenView.properties, token: Type.String() })), ...errors },
    },
    config: { access: 'photographer', area: 'standard' },
  }, async (req, reply) => reply.code(201).send({ data: await auth.createToken(credentialOf(req), req.body.name) }));

  app.get('/api_tokens', {
    schema: { tags: ['auth'], summary: 'List API tokens (without secrets)', response: { 200: Data(Type.Array(TokenView)), ...errors } },
    config: { access: 'photographer', area: 'standard' },
  }, async (req) => ({ data: await auth.listTokens(credentialOf(req)) }));

  app.delete('/api_tokens/:token_id', {
    schema: {
      tags: ['auth'],
      summary: 'Revoke an API token; it stops working at once',
      params: Type.Object({ token_id: Type.String() }),
      response: { 200: MessageBody, ...errors },
    },
    config: { access: 'photographer', area: 'standard' },
  }, async (req) => {
    await auth.revokeToken(credentialOf(req), pathId('tok', req.params.token_id, 'API token'));
    return { message: 'API token revoked.' };
  });
}
