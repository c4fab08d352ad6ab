import '../auth/messages.js';
import './messages.js';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerSchemas } from '@shop/domain/customer/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import type { ContactFormMutation, ContactSubject } from '../__generated__/ContactFormMutation.graphql.js';
import type { ContactForm_viewer$key } from '../__generated__/ContactForm_viewer.graphql.js';
import { CaptchaStatus } from '../auth/captcha/CaptchaStatus.js';
import { userErrorKey } from '../auth/errors.js';
import { useCaptchaForm } from '../auth/submit.js';
import { EmailField, SelectField, TextAreaField, TextField } from '../forms/Field.js';
import { FormAlert, RequiredNote, SubmitButton } from '../forms/Form.js';
import { useCommit } from '../forms/mutation.js';
import { useFormSchema } from '../forms/schemas.js';
import { showFieldErrors } from '../forms/userErrors.js';
import { useT } from '../i18n/index.js';
import { messageCount } from './counter.js';
import '../auth/auth.css';
import './contact.css';

const sendMutation = graphql`
  mutation ContactFormMutation($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/** The form's rule: the domain's spec 5 contact message, the captcha answer aside (sent apart). */
const contactSchema = (s: CustomerSchemas) => s.contactMessage.omit({ recaptchaData: true });
type ContactValues = z.input<ReturnType<typeof contactSchema>>;

/** The subjects of spec 2.4's form, as the domain names them (lower case) and the graph (upper case). */
const SUBJECTS = ['order', 'product', 'become_seller', 'other'] as const;
type Subject = (typeof SUBJECTS)[number];
const FIELDS = ['name', 'email', 'subject', 'orderReference', 'message'] as const;

/**
 * The contact form (spec 2.4, rules of spec 5): name and e-mail (a signed-in customer's prefilled),
 * subject, optional order reference, the message with a live counter (10 to 400 characters), the
 * captcha. The gateway's user errors go under their fields; once the message is stored, the form
 * gives way to a confirmation. `subject` presets the subject (the become-a-seller page).
 */
export function ContactForm({
  viewer,
  subject,
}: {
  viewer: ContactForm_viewer$key | null;
  subject?: Subject;
}) {
  const t = useT();
  const customer = useFragment(
    graphql`
      fragment ContactForm_viewer on Viewer {
        isAuthenticated
        customer {
          firstName
          lastName
          email
        }
      }
    `,
    viewer,
  );
  const known = customer?.isAuthenticated ? customer.customer : null;
  const defaults: ContactValues = {
    name: [known?.firstName, known?.lastName].filter(Boolean).join(' '),
    email: known?.email ?? '',
    subject: subject ?? ('' as Subject),
    orderReference: '',
    message: '',
  };
  const commit = useCommit<ContactFormMutation>(sendMutation);
  const { form, field, captcha, failure, setFailure, onSubmit, busy } = useCaptchaForm<ContactValues>({
    action: 'contact',
    resolver: zodResolver(useFormSchema(contactSchema)),
    defaultValues: defaults,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const confirmationId = useId();
  const counter = messageCount(form.watch('message') ?? '');
  // The form is gone: the confirmation's heading takes the focus, so it is read out and the keyboard
  // goes on from there.
  useEffect(() => {
    if (sentTo !== null) confirmation.current?.focus();
  }, [sentTo]);

  const submit = onSubmit(async (values, answer) => {
    const { sendContactMessage: reply } = await commit({
      input: {
        name: values.name,
        email: values.email,
        subject: values.subject.toUpperCase() as ContactSubject,
        orderReference: values.orderReference || null,
        message: values.message,
        captcha: answer,
      },
    });
    if (reply.sent && reply.userErrors.length === 0) {
      setSentTo(values.email);
      return true;
    }
    const rest = showFieldErrors(reply.userErrors, form.setError, {
      fields: FIELDS,
      accepts: (error) => error.code === 'INVALID_INPUT',
    });
    setFailure(rest[0] ? userErrorKey(rest[0].code) : null);
    return false;
  });

  if (sentTo !== null)
    return (
      <section className="contact-sent" aria-labelledby={confirmationId}>
        <h2 id={confirmationId} ref={confirmation} tabIndex={-1} className="contact-sent__title">
          {t('content.contact.sent.title')}
        </h2>
        <p role="status">{t('content.contact.sent.text', { email: sentTo })}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            form.reset({ ...defaults, email: form.getValues('email'), name: form.getValues('name') });
            setSentTo(null);
          }}
        >
          {t('content.contact.sent.again')}
        </button>
      </section>
    );

  return (
    <form
      className="form contact-form"
      aria-label={t('content.contact.formLabel')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
      <RequiredNote />
      <div className="form__row">
        <TextField label={t('content.contact.fields.name')} autoComplete="name" required {...field('name')} />
        <EmailField label={t('content.contact.fields.email')} required {...field('email')} />
      </div>
      <div className="form__row">
        <SelectField
          label={t('content.contact.fields.subject')}
          required
          preset={subject}
          options={[
            { value: '', label: t('content.contact.subjects.choose'), disabled: true },
            ...SUBJECTS.map((value) => ({ value, label: t(`content.contact.subjects.${value}`) })),
          ]}
          {...field('subject')}
        />
        {subject === 'become_seller' ? null : (
          <TextField
            label={t('content.contact.fields.orderReference')}
            autoComplete="off"
            help={t('content.contact.orderReferenceHelp')}
            {...field('orderReference')}
          />
        )}
      </div>
      <TextAreaField
        label={t('content.contact.fields.message')}
        required
        rows={7}
        help={
          <>
            <span className={`contact-form__counter contact-form__counter--${counter.state}`}>
              {t('content.contact.counter', { count: counter.count, max: counter.max })}
            </span>{' '}
            <span>{t('content.contact.counterRule', { min: counter.min })}</span>
          </>
        }
        {...field('message')}
      />
      <CaptchaStatus captcha={captcha} />
      <SubmitButton busy={busy}>{t('content.contact.submit')}</SubmitButton>
    </form>
  );
}
