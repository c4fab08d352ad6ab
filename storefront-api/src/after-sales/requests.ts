/** A withdrawal's or a return's lines checked against each line's rights, and the statement it makes. */
import {
  formatDateIn,
  RETURN_REASON_LABELS,
  type RefundRequestLine as RequestLine,
  type ReturnKind,
  type ReturnReason,
} from '@shop/domain';
import type { OrderPicture } from './facts.js';
import { afterSalesError } from './replies.js';

/** Throws the first refusal of `lines` (400 unknown item, 409 excluded, period over, too many units). */
export function checkRequest(
  picture: OrderPicture,
  kind: ReturnKind,
  lines: readonly RequestLine[],
  now: Date,
): void {
  for (const asked of lines) {
    const index = picture.lines.findIndex((line) => line.offerId === asked.offerId);
    if (index < 0) throw afterSalesError('item-not-in-order', { offerId: asked.offerId });
    const rights = picture.eligibility[index]!;
    if (kind === 'WITHDRAWAL') {
      if (rights.exclusion !== null)
        throw afterSalesError('item-excluded-from-withdrawal', {
          offerId: asked.offerId,
          exclusion: rights.exclusion,
        });
      if (picture.deadline !== null && now > picture.deadline)
        throw afterSalesError('withdrawal-period-over', {
          offerId: asked.offerId,
          deadline: picture.deadline.toISOString(),
        });
      if (asked.quantity > rights.withdrawableQuantity)
        throw afterSalesError('quantity-not-withdrawable', {
          offerId: asked.offerId,
          withdrawableQuantity: rights.withdrawableQuantity,
        });
    } else if (asked.quantity > rights.returnableQuantity)
      throw afterSalesError('quantity-not-returnable', {
        offerId: asked.offerId,
        returnableQuantity: rights.returnableQuantity,
      });
  }
}

/**
 * The statement as the shop keeps it and repeats it in the acknowledgement: for a withdrawal, the
 * words of the model form (Code de la consommation, annex to R221-1), the goods, the order and the
 * moment it was made in the island's time.
 */
export function statementOf(
  picture: OrderPicture,
  kind: ReturnKind,
  lines: readonly RequestLine[],
  reason: ReturnReason | null,
  now: Date,
): string {
  const goods = lines
    .map((asked) => {
      const line = picture.lines.find((candidate) => candidate.offerId === asked.offerId)!;
      return `${asked.quantity} × ${line.productName} (réf. ${line.productReference}, vendu par ${line.shopName})`;
    })
    .join(' ; ');
  const ordered = formatDateIn(picture.order.paid_at, picture.timeZone);
  const billing = picture.order.snapshot.billingAddress;
  const who = billing
    ? ` Nom du consommateur : ${billing.firstName} ${billing.lastName}. Adresse : ${billing.street}, ${billing.postCode} ${billing.city}.`
    : '';
  const made = formatDateIn(now, picture.timeZone, { withTime: true });
  return kind === 'WITHDRAWAL'
    ? `Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous : ${goods}. Commande ${picture.order.reference} du ${ordered}. Déclaration faite le ${made}.${who}`
    : `Je demande le retour des biens ci-dessous pour le motif « ${RETURN_REASON_LABELS[reason!]} » : ${goods}. Commande ${picture.order.reference} du ${ordered}. Demande faite le ${made}.`;
}
