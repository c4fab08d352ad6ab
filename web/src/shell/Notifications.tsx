import { useT } from '../i18n/index.js';
import { dismiss, useNotifications } from '../notifications/store.js';
import { Icon } from './Icon.js';
import './Notifications.css';

/**
 * Spec 4 / 8: the notifications of the store (3000 ms each, at most 3, oldest dropped there): info
 * messages are polite status messages, failures (danger) are alerts.
 */
const ICONS = { info: 'info', success: 'check', danger: 'alert' } as const;

export function Notifications() {
  const t = useT();
  const notifications = useNotifications();
  return (
    <section className="notifications" aria-label={t('shell.notifications.label')}>
      {notifications.map((n) => (
        <div
          key={n.id}
          className={`notifications__item notifications__item--${n.kind === 'success' ? 'info' : n.kind}`}
          role={n.kind === 'danger' ? 'alert' : 'status'}
        >
          <Icon name={ICONS[n.kind]} size={20} className="notifications__icon" />
          <p className="notifications__text">{t(n.key, n.params)}</p>
          <button
            type="button"
            className="notifications__close"
            onClick={() => dismiss(n.id)}
            aria-label={t('shell.notifications.close')}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </section>
  );
}
