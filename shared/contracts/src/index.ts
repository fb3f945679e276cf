export * from './centers';
export * from './events';
export * from './platform-config';
