import { CENTER_CONTRACT_VERSION, type CenterDefinition } from '@csw/contracts';
import { ReviewCenter } from './app/review-center';

/** The one module this remote exposes (`./Center`). */
export const center: CenterDefinition = {
  id: 'review',
  title: 'REVIEW',
  contractVersion: CENTER_CONTRACT_VERSION,
  version: __APP_VERSION__,
  Component: ReviewCenter,
};

export default center;
