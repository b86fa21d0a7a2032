import type { FastifyReply } from 'fastify';
import { credentialOf, type App } from '../http.js';
import { Data, errorResponses, INVALID_BODY, Message, STAFF_ONLY } from '../schemas.js';
import { CallerView, LoginBody, NewToken, SessionView, SignupBody, StudioUpdate, StudioView, TokenBody, TokenParams, TokenView } from './schemas.js';
import { pathId } from '../ids.js';
import { sessionCookie } from './cookie.js';
import { SESSION_IDLE_DAYS } from './queries.js';
import { Type } from 'typebox';
import type { AuthService } from './service.js';

const tags = ['auth'];
const signupConfig = { access: 'public', area: 'standard', rateLimitBucket: 'signup' } as const;
const loginConfig = { access: 'public', area: 'standard', rateLimitBucket: 'login' } as const;
const anyCaller = { access: 'any', area: 'standard' } as const;
const staff = { access: 'photographer', area: 'standard' } as const;

const COOKIE =
  `The answer sets the \`session_cookie\` cookie (HttpOnly, SameSite=Lax; it ends after ${SESSION_IDLE_DAYS} days without use) ` +
  'and returns the `csrf_token` to send as `X-CSRF-Token` on every request other than GET made with the cookie.';
const PER_IP = 'No credential needed; limited to 10 requests a minute per IP address.';

export function authRoutes(app: App, { auth }: { auth: AuthService }): void {
  const secure = app.config.publicUrl?.startsWith('https:') ?? false;
  const setSession = (reply: FastifyReply, secret: string) =>
    reply.header(
      'set-cookie',
      sessionCookie(secret, SESSION_IDLE_DAYS * 24 * 3600, secure),
    );

  app.post('/auth/signup', {
    schema: {
      tags,
      operationId: 'signUp',
      summary: 'Sign up: create a studio and its first user',
      description:
        `Creates a studio with its first photographer user and signs that user in. ${COOKIE} The studio's currency ` +
        `defaults to usd and its time zone to UTC. ${PER_IP} Refused when sign-up is closed on the server.`,
      security: [],
      body: SignupBody,
      response: {
        201: Data(SessionView, 'The studio was created and its user is signed in.'),
        ...errorResponses(signupConfig, 'POST', {
          400: ['`invalid_currency`: `currency` is not one the service supports (`details.currency` lists them).'],
          403: ['`signup_closed`: sign-up is closed on this server; an operator creates studios.'],
          409: ['`already_exists`: an account with this email exists, ignoring case (`details.email`).'],
          422: [`${INVALID_BODY} For example a \`timezone\` that is not an IANA time zone name.`],
        }),
      },
    },
    config: signupConfig,
  }, async (req, reply) => {
    const { view, secret } = await auth.signup(req.body);
    setSession(reply, secret);
    return reply.code(201).send({ data: view });
  });

  app.post('/auth/login', {
    schema: {
      tags,
      operationId: 'logIn',
      summary: 'Log in',
      description: `Signs a photographer user in with email and password. ${COOKIE} ${PER_IP}`,
      security: [],
      body: LoginBody,
      response: {
        200: Data(SessionView, 'The user is signed in.'),
        ...errorResponses(loginConfig, 'POST', {
          401: ['`unauthenticated`: the email or password is incorrect (the same answer for an unknown email).'],
          422: [INVALID_BODY],
        }),
      },
    },
    config: loginConfig,
  }, async (req, reply) => {
    const { view, secret } = await auth.login(req.body.email, req.body.password);
    setSession(reply, secret);
    return { data: view };
  });

  app.post('/auth/logout', {
    schema: {
      tags,
      operationId: 'logOut',
      summary: 'Log out',
      description:
        'Ends the session of the `session_cookie`: it is deleted on the server and the cookie is cleared. A bearer ' +
        'token is not affected (revoke it instead). No body. Studio staff and client portal tokens.',
      response: { 200: Message('Signed out.'), ...errorResponses(anyCaller, 'POST') },
    },
    config: anyCaller,
  }, async (req, reply) => {
    await auth.logout(credentialOf(req));
    reply.header('set-cookie', sessionCookie('', 0, secure));
    return { message: 'Signed out.' };
  });

  app.get('/auth/me', {
    schema: {
      tags,
      operationId: 'getCurrentCaller',
      summary: 'Who is calling',
      description: 'The credential\'s role and studio, with its photographer user or the client a portal token acts for. Studio staff and client portal tokens.',
      response: { 200: Data(CallerView, 'The caller.'), ...errorResponses(anyCaller, 'GET') },
    },
    config: anyCaller,
  }, async (req) => ({ data: await auth.me(credentialOf(req)) }));

  app.put('/studio', {
    schema: {
      tags,
      operationId: 'updateStudio',
      summary: 'Change the studio\'s name or settings',
      description:
        'Changes the fields given and keeps the others: the studio\'s `name`, and its `payment_instructions`, which its invoice ' +
        `pages show clients. \`/auth/me\` and the pages show the change at once. ${STAFF_ONLY}`,
      body: StudioUpdate,
      response: { 200: Data(StudioView, 'The studio as it is now.'), ...errorResponses(staff, 'PUT', { 422: [INVALID_BODY] }) },
    },
    config: staff,
  }, async (req) => ({ data: await auth.updateStudio(credentialOf(req), req.body) }));

  app.post('/api_tokens', {
    schema: {
      tags,
      operationId: 'createApiToken',
      summary: 'Create an API token',
      description:
        'A token for scripts and integrations, acting as studio staff: send it as `Authorization: Bearer <token>`. Its ' +
        'secret is in this answer only; the service keeps just a digest of it. Send an `Idempotency-Key` header to ' +
        `retry safely: the same key and body within 24 hours replay the first answer. ${STAFF_ONLY}`,
      body: TokenBody,
      response: {
        201: Data(NewToken, 'The token was created; keep its secret now.'),
        ...errorResponses(staff, 'POST', { 422: [INVALID_BODY] }),
      },
    },
    config: staff,
  }, async (req, reply) => reply.code(201).send({ data: await auth.createToken(credentialOf(req), req.body.name) }));

  app.get('/api_tokens', {
    schema: {
      tags,
      operationId: 'listApiTokens',
      summary: 'List API tokens',
      description: `The studio's API tokens, newest first, without their secrets (client portal tokens are not listed). ${STAFF_ONLY}`,
      response: {
        200: Data(Type.Array(TokenView, { description: 'The tokens, newest first.' }), 'The studio\'s API tokens.'),
        ...errorResponses(staff, 'GET'),
      },
    },
    config: staff,
  }, async (req) => ({ data: await auth.listTokens(credentialOf(req)) }));

  app.delete('/api_tokens/:token_id', {
    schema: {
      tags,
      operationId: 'revokeApiToken',
      summary: 'Revoke an API token',
      description: `Deletes an API token or a client portal token of the studio; it stops working at once. ${STAFF_ONLY}`,
      params: TokenParams,
      response: {
        200: Message('The token was revoked.'),
        ...errorResponses(staff, 'DELETE', {
          400: ['`invalid_id`: `token_id` is not an API token identifier (`tok_` and 30 letters and digits).'],
          404: ['`not_found`: the studio has no token with this identifier.'],
        }),
      },
    },
    config: staff,
  }, async (req) => {
    await auth.revokeToken(credentialOf(req), pathId('tok', req.params.token_id, 'API token'));
    return { message: 'API token revoked.' };
  });
}
