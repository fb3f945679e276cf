import { createRequire } from 'node:module';

const require = createRequire(__filename);
const origins = require('../../platform.origins.cjs') as {
  CENTERS: readonly string[];
  portOf(app: string): number;
  urlOf(app: string): string;
};

export const CENTERS = origins.CENTERS as readonly ('think' | 'create' | 'review' | 'advise' | 'execute')[];
export const shellUrl = origins.urlOf('shell');
export const centerUrl = (id: string) => origins.urlOf(id);
export const portOf = origins.portOf;
