import { CENTER_CONTRACT_VERSION, type CenterDefinition } from '@csw/contracts';
import { AdviseCenter } from './app/advise-center';

/** The one module this remote exposes (`./Center`). */
export const center: CenterDefinition = {
  id: 'advise',
  title: 'ADVISE',
  contractVersion: CENTER_CONTRACT_VERSION,
  version: __APP_VERSION__,
  Component: AdviseCenter,
};

export default center;
