import { CART_ERRORS, type CartErrorCode } from '@shop/domain';
import { HttpError } from '../http/errors.js';

export const cartError = (code: CartErrorCode, message: string, errorData?: unknown) =>
  new HttpError(CART_ERRORS[code], code, message, errorData);
