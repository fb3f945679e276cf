import { CENTER_CONTRACT_VERSION, type CenterDefinition } from '@csw/contracts';
import { ExecuteCenter } from './app/execute-center';

/** The one module this remote exposes (`./Center`). */
export const center: CenterDefinition = {
  id: 'execute',
  title: 'EXECUTE',
  contractVersion: CENTER_CONTRACT_VERSION,
  version: __APP_VERSION__,
  Component: ExecuteCenter,
};

export default center;
