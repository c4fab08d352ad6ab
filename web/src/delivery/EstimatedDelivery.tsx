import { graphql, useFragment } from 'react-relay/hooks';
import type { EstimatedDelivery_estimate$key } from '../__generated__/EstimatedDelivery_estimate.graphql.js';
import { DeliveryPeriod } from './DeliveryPeriod.js';

/** An offer's or a shipping method's estimated delivery (spec 9), as the graph estimated it. */
export function EstimatedDelivery({ estimate }: { estimate: EstimatedDelivery_estimate$key }) {
  const data = useFragment(
    graphql`
      fragment EstimatedDelivery_estimate on DeliveryEstimate {
        earliest
        latest
      }
    `,
    estimate,
  );
  return <DeliveryPeriod earliest={data.earliest} latest={data.latest} />;
}
