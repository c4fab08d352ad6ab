import './messages.js';
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/index.js';
import './QuantityInput.css';

/**
 * A quantity with − and + buttons (spec 2.4 add-to-cart control, spec 5 quantity): the buttons
 * step by the pack size between the minimum and the limit, the field takes any whole number (the
 * domain's rules shape it when it is sent). With `allowZero` (a cart line) − at the minimum asks for
 * 0, which removes the line. At the limit the maximum-quantity state is said under the field.
 */
export function QuantityInput({
  value,
  onChange,
  productName,
  minimum,
  step,
  limit,
  stock,
  allowZero = false,
  disabled = false,
  className,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the field and buttons for screen readers ("Quantité de …"). */
  productName: string;
  minimum: number;
  step: number;
  limit: number;
  /** Shown in the maximum-quantity message. */
  stock: number;
  allowZero?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const atLimit = limit > 0 && value >= limit;
  const lowest = allowZero ? 0 : minimum;

  function down() {
    onChange(value - step < minimum ? lowest : value - step);
  }
  function up() {
    onChange(Math.min(Math.max(value + step, minimum), limit));
  }

  return (
    <div className={className ? `quantity-input ${className}` : 'quantity-input'}>
      <div
        className="quantity-input__row"
        role="group"
        aria-label={t('quantity.labelOf', { product: productName })}
      >
        <button
          type="button"
          className="quantity-input__step"
          onClick={down}
          disabled={disabled || value <= lowest}
          aria-label={t('quantity.decrease', { product: productName })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label htmlFor={id} className="visually-hidden">
          {t('quantity.labelOf', { product: productName })}
        </label>
        <input
          id={id}
          className="quantity-input__field"
          type="number"
          inputMode="numeric"
          min={lowest}
          max={limit}
          step={step}
          value={text}
          disabled={disabled}
          aria-describedby={atLimit ? `${id}-max` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const quantity = Number.parseInt(event.target.value, 10);
            if (Number.isSafeInteger(quantity) && quantity >= 0 && (quantity > 0 || allowZero))
              onChange(quantity);
          }}
          onBlur={() => setText(String(value))}
        />
        <button
          type="button"
          className="quantity-input__step"
          onClick={up}
          disabled={disabled || atLimit}
          aria-label={t('quantity.increase', { product: productName })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atLimit ? (
        <p id={`${id}-max`} className="quantity-input__max" role="status">
          {t('addToCart.maxReached', { stock })}
        </p>
      ) : null}
    </div>
  );
}
