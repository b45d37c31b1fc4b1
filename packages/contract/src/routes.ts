import type { z } from 'zod';
import * as auth from './auth.ts';
import { outboxQuery, outboxResponse } from './dev.ts';
import { healthResponse } from './health.ts';

/**
 * Who may call a route: `guest` anyone (a token, if valid, is still read), `user` a signed-in user,
 * or a scope the user must hold (console endpoints).
 */
export type RouteAuth = 'guest' | 'user' | { scope: string };

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  auth: RouteAuth;
  tags: string[];
  summary: string;
}

function route<const R extends RouteDef>(r: R): R {
  return r;
}

/** The route table of SPEC §7: one entry per call, used by the API to register and by the web client to call. */
export const routes = {
  health: route({ method: 'GET', path: '/api/health', response: healthResponse, auth: 'guest', tags: ['system'], summary: 'Liveness and readiness' }),

  login: route({ method: 'POST', path: '/api/login', body: auth.loginBody, response: auth.loginResponse, auth: 'guest', tags: ['auth'], summary: 'Sign in by e-mail or phone' }),
  register: route({ method: 'POST', path: '/api/register', body: auth.registerBody, response: auth.registerResponse, auth: 'guest', tags: ['auth'], summary: 'Create an account; sends an OTP' }),
  confirmOtp: route({ method: 'POST', path: '/api/confirm-otp', body: auth.confirmOtpBody, response: auth.confirmOtpResponse, auth: 'guest', tags: ['auth'], summary: 'Confirm a registration or password-reset OTP' }),
  resendOtp: route({ method: 'POST', path: '/api/resend-otp', body: auth.resendOtpBody, response: auth.registerResponse, auth: 'guest', tags: ['auth'], summary: 'Send a fresh OTP for a challenge' }),
  resetPassword: route({ method: 'POST', path: '/api/reset-password', body: auth.resetPasswordBody, response: auth.resetPasswordResponse, auth: 'guest', tags: ['auth'], summary: 'Start a password reset; sends an OTP' }),
  setPassword: route({ method: 'POST', path: '/api/set-password', body: auth.setPasswordBody, response: auth.setPasswordResponse, auth: 'guest', tags: ['auth'], summary: 'Set a new password with a reset token' }),
  logout: route({ method: 'POST', path: '/api/logout', response: auth.logoutResponse, auth: 'user', tags: ['auth'], summary: 'Revoke the current token' }),
  profile: route({ method: 'GET', path: '/api/my/profile', response: auth.profileResponse, auth: 'user', tags: ['user'], summary: 'The signed-in user' }),

  socialNetworks: route({ method: 'GET', path: '/api/social-networks', query: auth.socialNetworksQuery, response: auth.socialNetworksResponse, auth: 'guest', tags: ['content'], summary: 'Social links for the footer' }),
  subscribe: route({ method: 'POST', path: '/api/subscribe', body: auth.subscribeBody, response: auth.subscribeResponse, auth: 'guest', tags: ['content'], summary: 'Newsletter sign-up' }),

  devOutbox: route({ method: 'GET', path: '/api/dev/outbox', query: outboxQuery, response: outboxResponse, auth: 'guest', tags: ['dev'], summary: 'Sandbox messages (only while messaging is the sandbox)' }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;
