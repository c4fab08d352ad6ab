import { preloadable } from '../routing/lazy.js';

// The screens of the sign-in side with a route of their own, each in its own chunk.
export const ResetPasswordRoute = preloadable(
  () => import('./ResetPasswordPage.js'),
  'src/auth/ResetPasswordPage.tsx',
);
export const CheckoutLoginRoute = preloadable(
  () => import('./CheckoutLoginPage.js'),
  'src/auth/CheckoutLoginPage.tsx',
);
