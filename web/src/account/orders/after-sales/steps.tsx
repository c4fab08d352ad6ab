import './messages.js';
import type { Locale } from '@shop/domain/constants';
import { orderPagePath } from '@shop/domain/account-routes';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { ReturnKind } from '../../../__generated__/RefundPreviewQuery.graphql.js';
import { FormAlert } from '../../../forms/Form.js';
import { useT } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import { notify } from '../../../notifications/store.js';
import { AccountLayout, SignInPrompt } from '../../AccountLayout.js';
import { RefundPreview } from './RefundPreview.js';
import { ReturnInstructions, type Instructions } from './ReturnInstructions.js';

/** The items a shopper chose, and the id their statement or return is sent with (once). */
export interface Chosen {
  items: { offerId: string; quantity: number }[];
  /** Drawn when the shopper reaches the confirmation: a retry or a double click sends the same. */
  requestId: string;
}

/** What a confirmed withdrawal or return answers: when it was recorded, and how to send the items. */
export interface Recorded {
  readonly requestedAt: string;
  readonly instructions: readonly Instructions[];
}

/**
 * Moves the focus to the heading of each new step of a flow (not on the first render), so a
 * keyboard or screen reader user starts reading the step that replaced the previous one.
 */
export function useStepFocus(step: string): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}

/** The time of an instant in the order's island time (`13:05`), for an acknowledgement's wording. */
export function formatTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A request's steps: the items chosen, then confirmed, then acknowledged. */
export type RequestStep<Confirming extends Chosen, Done extends Recorded> =
  { step: 'choose' } | ({ step: 'confirm' } & Confirming) | { step: 'done'; record: Done };

/**
 * What the withdrawal and return pages share: the page's title (with the order's reference, or the
 * one in the address while the order is unknown), the steps and the focus that follows them, the
 * confirmation's call and the link back to the order.
 */
export function useRequestSteps<Confirming extends Chosen, Done extends Recorded>({
  orderReference,
  reference,
  titleKey,
  failedKey,
}: {
  orderReference: string;
  reference: string | undefined;
  titleKey: string;
  failedKey: string;
}) {
  const t = useT();
  const href = useHref();
  const title = t(titleKey, { reference: reference ?? orderReference });
  usePageMeta({ title });
  const [step, setStep] = useState<RequestStep<Confirming, Done>>({ step: 'choose' });
  const heading = useStepFocus(step.step);
  const confirmation = useConfirmation(failedKey);
  const back = (
    <Link to={href(orderPagePath('order', orderReference))}>
      {t('afterSales.back', { reference: reference ?? orderReference })}
    </Link>
  );
  return { title, step, setStep, heading, confirmation, back };
}

/**
 * The confirmation's call: busy while it runs, the refusal the shop gave (shown above the buttons),
 * a failure told by a notice (`failed`, a wording key).
 */
export function useConfirmation(failed: string) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async <R extends Recorded>(
    call: () => Promise<{ record: R | null | undefined; userErrors: readonly { message: string }[] }>,
    done: (record: R) => void,
  ) => {
    setBusy(true);
    setRefusal(null);
    try {
      const { record, userErrors } = await call();
      if (record) done(record);
      else setRefusal(userErrors[0]?.message ?? null);
    } catch {
      notify('danger', failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, send, clear: () => setRefusal(null) };
}

/**
 * The second step of a withdrawal or a return: what the shopper is about to state, the refund it
 * leads to, and two clearly labelled buttons (confirm, or change the choice).
 */
export function ConfirmStep({
  id,
  heading,
  title,
  children,
  reference,
  kind,
  chosen,
  nameOf,
  refusal,
  busy,
  confirmLabel,
  changeLabel,
  onConfirm,
  onChange,
}: {
  id: string;
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  children: ReactNode;
  reference: string;
  kind: ReturnKind;
  chosen: Chosen;
  nameOf: (offerId: string) => string;
  refusal: string | null;
  busy: boolean;
  confirmLabel: string;
  changeLabel: string;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const t = useT();
  return (
    <section className="after-sales-step" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <ul>
        {chosen.items.map((item) => (
          <li key={item.offerId}>
            {t('afterSales.preview.item', { name: nameOf(item.offerId), quantity: item.quantity })}
          </li>
        ))}
      </ul>
      <RefundPreview reference={reference} kind={kind} items={chosen.items} />
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <p className="button-row">
        <button type="button" className="button" aria-busy={busy} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onChange}>
          {changeLabel}
        </button>
      </p>
    </section>
  );
}

/** The last step: the acknowledgement on screen, then each seller's return instructions. */
export function DoneStep({
  id,
  heading,
  title,
  text,
  children,
  record,
  back,
}: {
  id: string;
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  text: string;
  children?: ReactNode;
  record: Recorded;
  back: ReactNode;
}) {
  const t = useT();
  return (
    <section className="after-sales-step" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p role="status">{text}</p>
      {children}
      <h3>{t('afterSales.instructions.title')}</h3>
      <ReturnInstructions instructions={record.instructions} headingLevel={4} />
      <p>{back}</p>
    </section>
  );
}

/** An after-sales page without its order: the sign-in prompt, or « not found » (someone else's). */
export function OrderMissing({
  signedIn,
  title,
  firstName,
  then,
}: {
  signedIn: boolean;
  title: string;
  firstName: string | null | undefined;
  /** Where the sign-in comes back to. */
  then: string;
}) {
  const t = useT();
  if (!signedIn)
    return (
      <AccountLayout title={title}>
        <SignInPrompt then={then} />
      </AccountLayout>
    );
  return (
    <AccountLayout title={t('account.orders.detail.notFound')} firstName={firstName}>
      <p>{t('account.orders.detail.notFoundText')}</p>
    </AccountLayout>
  );
}
