import { lazy } from 'react';

// The screens of the sign-in side with a route of their own, each in its own chunk.
export const ResetPasswordRoute = lazy(() => import('./ResetPasswordPage.js'));
export const CheckoutLoginRoute = lazy(() => import('./CheckoutLoginPage.js'));
