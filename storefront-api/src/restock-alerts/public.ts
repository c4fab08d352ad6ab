/**
 * What other modules may ask of restock alerts (restock-alerts alone writes them): the alerts'
 * e-mails over their own repository, fired when a change put units back on sale.
 */
import * as repository from './repository.js';
import { RestockAlertMail } from './service.js';

export { fireRestockAlerts } from './service.js';

export function restockAlertMail(
  deps: Omit<ConstructorParameters<typeof RestockAlertMail>[0], 'repository'>,
) {
  return new RestockAlertMail({ ...deps, repository });
}
