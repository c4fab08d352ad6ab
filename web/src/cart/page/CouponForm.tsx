import './messages.js';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@shop/domain/constants';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { z } from 'zod';
import type { CouponForm_cart$key } from '../../__generated__/CouponForm_cart.graphql.js';
import type { CouponFormApplyMutation } from '../../__generated__/CouponFormApplyMutation.graphql.js';
import type { CouponFormRemoveMutation } from '../../__generated__/CouponFormRemoveMutation.graphql.js';
import { TextField, fieldsOf } from '../../forms/Field.js';
import { SubmitButton } from '../../forms/Form.js';
import { useCommit } from '../../forms/mutation.js';
import { useFormSchema } from '../../forms/schemas.js';
import { showFieldErrors } from '../../forms/userErrors.js';
import { formatMoney } from '../../format/numbers.js';
import { translator, useI18n } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { couponNotice } from './couponOutcome.js';
import './CartPage.css';

/** Codes are short words; a longer entry is a wrong paste, refused before any call. */
const MAX_CODE_LENGTH = 50;

const couponSchema = (_schemas: unknown, locale: Locale) => {
  const t = translator(locale);
  return z.object({
    code: z
      .string()
      .trim()
      .min(1, t('cartPage.coupon.required'))
      .max(MAX_CODE_LENGTH, t('cartPage.coupon.tooLong')),
  });
};
type CouponValues = z.input<ReturnType<typeof couponSchema>>;

/**
 * What both coupon calls select: the coupon changes the page's totals and the franco bar too, so
 * their fragments come back with it (spread unmasked in each mutation).
 */
export const couponPayloadFragment = graphql`
  fragment CouponForm_payload on CartPayload {
    # eslint-disable-next-line relay/unused-fields
    cart {
      ...CouponForm_cart
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...OrderSummary_cart
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...FrancoBar_cart
    }
    userErrors {
      ...fragments_userError @relay(mask: false)
    }
  }
`;

const applyMutation = graphql`
  mutation CouponFormApplyMutation($input: CouponInput!) {
    applyCoupon(input: $input) {
      ...CouponForm_payload @relay(mask: false)
    }
  }
`;

const removeMutation = graphql`
  mutation CouponFormRemoveMutation($input: CouponInput!) {
    removeCoupon(input: $input) {
      ...CouponForm_payload @relay(mask: false)
    }
  }
`;

/**
 * Spec 2.4 coupon field of the cart page (flag `coupons`, checked before this chunk loads): a code
 * to apply, or the applied coupon with its removal, and the spec 8 notifications of both.
 */
export default function CouponForm({ cart }: { cart: CouponForm_cart$key }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const data = useFragment(
    graphql`
      fragment CouponForm_cart on Cart {
        coupon {
          code
          description
          isApplicable
          minimumCart {
            amount
          }
        }
      }
    `,
    cart,
  );
  const apply = useCommit<CouponFormApplyMutation>(applyMutation);
  const remove = useCommit<CouponFormRemoveMutation>(removeMutation);
  const [removing, setRemoving] = useState(false);
  const schema = useFormSchema(couponSchema);
  const form = useForm<CouponValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const field = fieldsOf(form);
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ code }) => {
    try {
      const { applyCoupon } = await apply({ input: { code } });
      const rest = showFieldErrors(applyCoupon.userErrors, setError, {
        fields: ['code'] as const,
        accepts: (error) => error.code === 'INVALID_INPUT',
      });
      if (rest.length === 0 && applyCoupon.userErrors.length > 0) return;
      const notice = couponNotice('apply', rest);
      notify(notice.kind, notice.key);
      if (notice.kind === 'info') reset({ code: '' });
    } catch {
      // The network layer has told the shopper already (spec 8).
    }
  });

  async function onRemove(code: string) {
    setRemoving(true);
    try {
      const { removeCoupon } = await remove({ input: { code } });
      const notice = couponNotice('remove', removeCoupon.userErrors);
      notify(notice.kind, notice.key);
    } catch {
      // Told by the network layer.
    } finally {
      setRemoving(false);
    }
  }

  const coupon = data.coupon;
  return (
    <section className="coupon" aria-labelledby={titleId}>
      <h2 id={titleId} className="coupon__title">
        {t('cartPage.coupon.title')}
      </h2>
      {coupon ? (
        <div className="coupon__applied">
          <p className="coupon__code">{t('cartPage.coupon.applied', { code: coupon.code })}</p>
          {coupon.description ? <p className="coupon__description">{coupon.description}</p> : null}
          {!coupon.isApplicable && coupon.minimumCart ? (
            <p className="coupon__pending">
              {t('cartPage.coupon.notApplicable', { amount: formatMoney(coupon.minimumCart.amount, locale) })}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={removing}
            aria-busy={removing}
            onClick={() => void onRemove(coupon.code)}
          >
            {t('cartPage.coupon.remove', { code: coupon.code })}
          </button>
        </div>
      ) : (
        <form className="coupon__form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField label={t('cartPage.coupon.label')} {...field('code')} autoComplete="off" />
          <SubmitButton busy={isSubmitting}>
            {isSubmitting ? t('cartPage.coupon.applying') : t('cartPage.coupon.apply')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
