import { mountStandalone } from '@csw/ui';
import { center } from './center';

mountStandalone(center);
