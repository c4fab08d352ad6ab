import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldsOf, SwitchField } from '../forms/Field.js';
import { SubmitButton } from '../forms/Form.js';
import { useT } from '../i18n/index.js';
import { useServerRender } from '../routing/server-render.js';
import { currentConsent, parseConsent } from '../shell/consent.js';
import { saveConsent } from './storage.js';
import type { Consent } from '../shell/consent.js';
import './messages.js';
import './consent.css';

/**
 * The cookie settings (spec 2.4): one switch per purpose, the necessary cookies said to be always
 * on, saved for 6 months. In the consent banner ("Personnaliser") and on the cookies management
 * page (`cms/gestion-des-cookies`), where the shopper changes their mind: lazy-load it.
 */
export default function ConsentSettings({
  autoFocus = false,
  onSave = saveConsent,
}: {
  /** Focus the first switch on mount (it replaces the button that had the focus). */
  autoFocus?: boolean;
  /** Stores the choice (the banner's own handler moves the focus on as it closes). */
  onSave?: (consent: Consent) => void;
}) {
  const t = useT();
  const server = useServerRender();
  const stored = server ? parseConsent(server.stored.consent) : currentConsent();
  const form = useForm<Consent>({
    defaultValues: {
      analytics: stored?.analytics ?? false,
      marketing: stored?.marketing ?? false,
      captcha: stored?.captcha ?? false,
    },
  });
  const field = fieldsOf(form);
  const [saved, setSaved] = useState(false);
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (autoFocus) root.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [autoFocus]);

  return (
    <form
      ref={root}
      className="form consent-settings"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        onSave({
          analytics: values.analytics,
          marketing: values.marketing,
          captcha: values.captcha === true,
        });
        setSaved(true);
      })}
    >
      <fieldset className="form__group consent-settings__purposes">
        <legend className="form__legend">{t('consent.settings.legend')}</legend>
        <div className="consent-settings__necessary">
          <p className="consent-settings__necessary-title">{t('consent.settings.necessary')}</p>
          <p className="field__help">{t('consent.settings.necessaryHelp')}</p>
        </div>
        <SwitchField
          label={t('consent.settings.analytics')}
          help={t('consent.settings.analyticsHelp')}
          {...field('analytics', { onChange: () => setSaved(false) })}
        />
        <SwitchField
          label={t('consent.settings.marketing')}
          help={t('consent.settings.marketingHelp')}
          {...field('marketing', { onChange: () => setSaved(false) })}
        />
        <SwitchField
          label={t('consent.settings.captcha')}
          help={t('consent.settings.captchaHelp')}
          {...field('captcha', { onChange: () => setSaved(false) })}
        />
      </fieldset>
      {stored === null ? <p className="form__note">{t('consent.settings.none')}</p> : null}
      <div className="form__actions">
        <SubmitButton busy={false}>{t('consent.settings.save')}</SubmitButton>
      </div>
      <p className="consent-settings__status" role="status">
        {saved ? t('consent.settings.saved') : null}
      </p>
    </form>
  );
}
