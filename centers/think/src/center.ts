import { CENTER_CONTRACT_VERSION, type CenterDefinition } from '@csw/contracts';
import { ThinkCenter } from './app/think-center';

/** The one module this remote exposes (`./Center`). */
export const center: CenterDefinition = {
  id: 'think',
  title: 'THINK',
  contractVersion: CENTER_CONTRACT_VERSION,
  version: __APP_VERSION__,
  Component: ThinkCenter,
};

export default center;
