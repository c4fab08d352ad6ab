/** What the order routes share: their path parameters, their 404 and their 401. */
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { ref } from '../http/openapi.js';

export const referenceParams = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u, 'référence invalide'),
});
export const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/u, 'identifiant invalide') });

export const orderNotFound = () => new HttpError(404, 'order-not-found', 'Commande introuvable.');
export const signedIn = { 401: ref('ApiError', '`customer-is-not-logged-in`') };
