import { CENTER_CONTRACT_VERSION, type CenterDefinition } from '@csw/contracts';
import { CreateCenter } from './app/create-center';

/** The one module this remote exposes (`./Center`). */
export const center: CenterDefinition = {
  id: 'create',
  title: 'CREATE',
  contractVersion: CENTER_CONTRACT_VERSION,
  version: __APP_VERSION__,
  Component: CreateCenter,
};

export default center;
