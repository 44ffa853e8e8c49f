import { z } from '@hono/zod-openapi';
import {
  MESSAGES,
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  sessionUserSchema,
  verifyEmailSchema,
} from '@livra/shared';
import type { Context } from 'hono';
import { clientAddress } from '@/http/client-address';
import type { AppEnv } from '@/http/context';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import {
  component,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  MessageSchema,
  OkSchema,
} from '@/http/schemas';
import { enforceLimit } from '@/lib/limits';
import * as service from './auth.service';
import * as verification from './verification.service';

const SessionUserSchema = component(sessionUserSchema, 'SessionUser');
const UserResponse = z.object({ user: SessionUserSchema });

const tags = ['Comptes'] as const;

/** Copies better-auth's Set-Cookie headers onto our answer. */
function withCookies(c: Context<AppEnv>, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

export const authRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/auth/session',
      operationId: 'getSession',
      access: ['public'],
      tags,
      summary: "L'utilisateur connecté, ou null",
      responses: { 200: jsonContent(z.object({ user: SessionUserSchema.nullable() })) },
    }),
    (c) => c.json({ user: c.get('user') }, 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/sign-up',
      operationId: 'signUp',
      rateLimited: true,
      access: ['public'],
      tags,
      summary: 'Inscription client',
      description:
        "Compte, profil, panier et e-mail de confirmation en une transaction. Répond toujours la même chose, que l'adresse ait déjà un compte ou non (son propriétaire est prévenu par e-mail) ; n'ouvre pas de session : le client se connecte ensuite.",
      request: { body: jsonBody(signUpSchema) },
      responses: { 202: jsonContent(MessageSchema), ...errorResponses },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await enforceLimit(c.get('deps'), 'signUp', { ip: clientAddress(c), email: input.email });
      await service.signUp(c.get('deps'), input);
      return c.json({ message: MESSAGES.signupCheckEmail }, 202);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/verification/verify',
      operationId: 'verifyEmail',
      access: ['public'],
      tags,
      summary: "Confirmer l'adresse e-mail avec le lien reçu",
      request: { body: jsonBody(verifyEmailSchema) },
      responses: { 200: jsonContent(MessageSchema), ...errorResponses },
    }),
    async (c) => {
      await verification.verifyEmail(c.get('deps'), c.req.valid('json').token);
      return c.json({ message: MESSAGES.emailVerified }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/verification/resend',
      operationId: 'resendVerificationEmail',
      rateLimited: true,
      access: ['authenticated'],
      tags,
      summary: "Renvoyer l'e-mail de confirmation de l'adresse du compte connecté",
      responses: { 200: jsonContent(MessageSchema), ...errorResponses },
    }),
    async (c) => {
      const { email } = currentUser(c);
      await enforceLimit(c.get('deps'), 'verificationResend', { ip: clientAddress(c), email });
      await verification.resendVerification(c.get('deps'), c.req.raw.headers, email);
      return c.json({ message: MESSAGES.verificationEmailSent }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/sign-in',
      operationId: 'signIn',
      rateLimited: true,
      access: ['public'],
      tags,
      summary: 'Connexion par e-mail et mot de passe (limitée en fréquence)',
      request: { body: jsonBody(signInSchema) },
      responses: {
        200: jsonContent(UserResponse),
        ...errorResponses,
        401: errorResponse('E-mail ou mot de passe incorrect'),
        403: errorResponse('Compte désactivé'),
      },
    }),
    async (c) => {
      const result = await service.signIn(c.get('deps'), c.req.valid('json'), c.req.raw.headers, clientAddress(c));
      withCookies(c, result.headers);
      return c.json({ user: result.user }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/sign-out',
      operationId: 'signOut',
      access: ['public'],
      tags,
      summary: 'Déconnexion',
      responses: { 200: jsonContent(OkSchema) },
    }),
    async (c) => {
      withCookies(c, await service.signOut(c.get('deps'), c.req.raw.headers));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/password',
      operationId: 'changePassword',
      access: ['authenticated'],
      tags,
      summary: 'Changer son mot de passe (mot de passe actuel vérifié)',
      request: { body: jsonBody(changePasswordSchema) },
      responses: { 200: jsonContent(MessageSchema), ...errorResponses },
    }),
    async (c) => {
      withCookies(c, await service.changePassword(c.get('deps'), c.req.valid('json'), c.req.raw.headers));
      return c.json({ message: MESSAGES.passwordChanged }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/password-reset/request',
      operationId: 'requestPasswordReset',
      rateLimited: true,
      access: ['public'],
      tags,
      summary: 'Envoyer un lien de réinitialisation valable 24 h',
      request: {
        body: jsonBody(
          requestPasswordResetSchema.extend({ redirectTo: z.enum(service.RESET_PAGES).default('/reset-password') }),
        ),
      },
      responses: { 200: jsonContent(MessageSchema), ...errorResponses },
    }),
    async (c) => {
      const { email, redirectTo } = c.req.valid('json');
      await enforceLimit(c.get('deps'), 'passwordReset', { ip: clientAddress(c), email });
      await service.requestPasswordReset(c.get('deps'), email, redirectTo);
      return c.json({ message: MESSAGES.resetEmailSent }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/auth/password-reset',
      operationId: 'resetPassword',
      access: ['public'],
      tags,
      summary: 'Choisir un nouveau mot de passe avec le lien reçu',
      request: { body: jsonBody(resetPasswordSchema) },
      responses: { 200: jsonContent(MessageSchema), ...errorResponses },
    }),
    async (c) => {
      await service.resetPassword(c.get('deps'), c.req.valid('json'));
      return c.json({ message: MESSAGES.passwordReset }, 200);
    },
  );
