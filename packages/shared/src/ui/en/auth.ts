import type { Translation } from '../../locale';
import type { AUTH_UI } from '../auth';

/** `ui/auth.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const AUTH_UI_EN: Translation<typeof AUTH_UI> = {
  signInTitle: 'Sign in',
  signUpTitle: 'Sign up',
  welcomeBack: 'Welcome back to Livra',
  createAccount: 'Create your account',
  signInIntro: 'Sign in to order and follow your deliveries.',
  signUpIntro: 'Order in a few minutes, pay cash on delivery.',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  showPassword: 'Show the password',
  hidePassword: 'Hide the password',
  forgotPassword: 'Forgot your password?',
  signIn: 'Sign in',
  fullName: 'Full name',
  phone: 'Phone',
  optional: '(optional)',
  phoneHint: 'The driver can call you on arrival.',
  passwordHint: 'At least 8 characters, neither a sequence (123456, abcdef) nor a common password.',
  createMyAccount: 'Create my account',
  checkMailbox: 'Check your mailbox',
};
