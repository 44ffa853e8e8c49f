/**
 * Who a sign-in or password page serves. Customers (and partners, admins) use `/login`; drivers have
 * their own pages, with bigger targets for use on the move, and their reset link leads back to them.
 */
export type Audience = 'customer' | 'driver';

interface AudienceSettings {
  loginPath: string;
  /** Our reset page the e-mailed link leads to (the server accepts only these as `redirectTo`). */
  resetPath: string;
  signInEndpoint: string;
  large: boolean;
}

export const AUDIENCES: Record<Audience, AudienceSettings> = {
  customer: {
    loginPath: '/login',
    resetPath: '/reset-password',
    signInEndpoint: '/api/auth/sign-in',
    large: false,
  },
  driver: {
    loginPath: '/driver/login',
    resetPath: '/driver/reset-password',
    signInEndpoint: '/api/auth/driver/sign-in',
    large: true,
  },
};
