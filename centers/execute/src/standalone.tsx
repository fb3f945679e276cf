import { PageApiProvider } from '@csw/storage';
import { mountStandalone } from '@csw/ui';
import { center } from './center';

mountStandalone(center, { wrapper: PageApiProvider });
