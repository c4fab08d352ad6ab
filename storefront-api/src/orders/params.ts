/** What the order routes share: their path parameters, their 404 and their 401. */
import { orderIdParamsSchema, orderReferenceParamsSchema } from '@shop/domain';
import { HttpError } from '../http/errors.js';
import { ref } from '../http/openapi.js';

export const referenceParams = orderReferenceParamsSchema;
export const idParams = orderIdParamsSchema;

export const orderNotFound = () => new HttpError(404, 'order-not-found', 'Commande introuvable.');
export const signedIn = { 401: ref('ApiError', '`customer-is-not-logged-in`') };
