import type { Database } from '../../db/database.js';
import { customerError } from '../shared/errors.js';
import type { Guard } from '../shared/guard.js';
import type * as newsletterRepository from './repository.js';

export interface NewsletterDeps {
  db: Database;
  repository: typeof newsletterRepository;
  guard: Guard;
}

const REFUSALS = {
  subscribe: () =>
    customerError('newsletter-already-subscribed', 'Cette adresse e-mail est déjà inscrite à la newsletter.'),
  unsubscribe: () =>
    customerError('newsletter-not-subscribed', 'Cette adresse e-mail n’est pas inscrite à la newsletter.'),
};

export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  subscribe(email: string, ip: string): Promise<{ email: string; subscribed: boolean }> {
    return this.change('subscribe', email, ip);
  }

  unsubscribe(email: string, ip: string): Promise<{ email: string; subscribed: boolean }> {
    return this.change('unsubscribe', email, ip);
  }

  /** A subscription that is already as asked is refused, so the form can say so. */
  private async change(
    action: 'subscribe' | 'unsubscribe',
    email: string,
    ip: string,
  ): Promise<{ email: string; subscribed: boolean }> {
    await this.deps.guard.limitPerAddress('newsletter', ip);
    const normalised = email.toLowerCase();
    if (!(await this.deps.repository[action](this.deps.db, normalised))) throw REFUSALS[action]();
    return { email: normalised, subscribed: action === 'subscribe' };
  }
}
