import './messages.js';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { FieldError } from '../../../forms/Field.js';
import { useT } from '../../../i18n/index.js';

/** A line of the order as the choice shows it: what may be given back now, or why not. */
export interface ChoiceLine {
  readonly offerId: string;
  readonly productName: string;
  readonly shopName: string;
  /** Units bought. */
  readonly quantity: number;
  /** Units that may be chosen now (0: shown, not choosable). */
  readonly available: number;
  /** Why the law excludes it (withdrawal), shown instead of a choice. */
  readonly excludedBecause?: string | null | undefined;
}

export interface ItemChoice {
  selected: boolean;
  quantity: string;
}

/** One entry per line of the order, in its order: nothing chosen, one unit offered. */
export const itemChoiceDefaults = (lines: readonly ChoiceLine[]): ItemChoice[] =>
  lines.map(() => ({ selected: false, quantity: '1' }));

/** The form's rule: at least one item chosen (its message under the list). */
export const itemChoicesSchema = (required: string) =>
  z
    .array(z.object({ selected: z.boolean(), quantity: z.string() }))
    .refine((items) => items.some((item) => item.selected), { message: required });

/** What the shopper chose, as the after-sales inputs name it (units within what is available). */
export function chosenItems(
  lines: readonly ChoiceLine[],
  choices: readonly ItemChoice[],
): { offerId: string; quantity: number }[] {
  return lines.flatMap((line, index) => {
    const choice = choices[index];
    if (!choice?.selected || line.available <= 0) return [];
    const quantity = Math.min(line.available, Math.max(1, Number.parseInt(choice.quantity, 10) || 1));
    return [{ offerId: line.offerId, quantity }];
  });
}

/**
 * The order's items to choose from (spec 2.4 account, issue 32): a checkbox per item that may be
 * given back, with its units when more than one may; an item excluded by law, or not available now,
 * is listed with the reason and no control.
 */
export function ItemsChoice({
  legend,
  lines,
  choices,
  register,
  error,
}: {
  legend: string;
  lines: readonly ChoiceLine[];
  choices: readonly ItemChoice[];
  register: (index: number, part: keyof ItemChoice) => UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="form__group after-sales-items" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form__legend">{legend}</legend>
      <ul className="after-sales-items__list">
        {lines.map((line, index) => {
          const boxId = `${id}-${index}`;
          const facts = (
            <span className="after-sales-items__facts">
              {t('afterSales.items.seller', { name: line.shopName })} ·{' '}
              {t('afterSales.items.bought', { count: line.quantity })}
            </span>
          );
          if (line.available <= 0)
            return (
              <li key={line.offerId} className="after-sales-items__line after-sales-items__line--off">
                <span className="after-sales-items__name">{line.productName}</span>
                {facts}
                <span className="after-sales-items__reason">
                  {line.excludedBecause
                    ? t('afterSales.items.excluded', { reason: line.excludedBecause })
                    : t('afterSales.items.unavailable')}
                </span>
              </li>
            );
          return (
            <li key={line.offerId} className="after-sales-items__line">
              <input
                id={boxId}
                type="checkbox"
                className="field__checkbox"
                data-first-choice={index === lines.findIndex((l) => l.available > 0) || undefined}
                {...register(index, 'selected')}
              />
              <label htmlFor={boxId} className="after-sales-items__label">
                <span className="after-sales-items__name">{line.productName}</span>
                {facts}
              </label>
              {line.available > 1 ? (
                <span className="after-sales-items__quantity">
                  <label htmlFor={`${boxId}-quantity`} className="visually-hidden">
                    {t('afterSales.items.quantity', { name: line.productName })}
                  </label>
                  <select
                    id={`${boxId}-quantity`}
                    className="field__input"
                    disabled={!choices[index]?.selected}
                    {...register(index, 'quantity')}
                  >
                    {Array.from({ length: line.available }, (_, unit) => (
                      <option key={unit + 1} value={String(unit + 1)}>
                        {unit + 1}
                      </option>
                    ))}
                  </select>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Moves the focus to the first item a shopper may choose (the list's error is about it). */
export function focusFirstChoice(): void {
  document.querySelector<HTMLInputElement>('[data-first-choice="true"]')?.focus();
}
