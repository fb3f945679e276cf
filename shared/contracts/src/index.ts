export * from './centers';
export * from './events';
export * from './platform-config';
export * from './api/common';
export * from './api/auth';
export * from './api/documents';
export * from './api/people';
export * from './api/audit';
