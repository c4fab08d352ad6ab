import { useParams } from 'react-router-dom';
import { ToNotFound } from '../../errors/ErrorPages.js';
import PaymentResultPage from './PaymentResultPage.js';
import PaymentReturnPage from './PaymentReturnPage.js';

/**
 * `commande/paiement/retour` and `commande/paiement/resultat` (blank layout), one chunk: the route
 * table of the first page names them once (home budget, `pnpm check:bundle`).
 */
export default function PaymentOutcomePage() {
  const { step } = useParams();
  if (step === 'retour') return <PaymentReturnPage />;
  if (step === 'resultat') return <PaymentResultPage />;
  return <ToNotFound />;
}
