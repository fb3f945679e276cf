// Plain constants, types and helpers: cheap to import anywhere (no schema library).
export * from './centers';
export * from './events';
export * from './platform-config';
export * from './domain/common';
export * from './domain/auth';
export * from './domain/documents';
export * from './domain/people';
export * from './domain/audit';
export * from './domain/library';
export * from './domain/analysis';
export * from './domain/analysis-result';
// zod schemas of the API: the server and the forms that validate input import them.
export * from './api/common';
export * from './api/auth';
export * from './api/documents';
export * from './api/people';
export * from './api/audit';
export * from './api/library';
export * from './api/analysis';
export * from './api/analysis-result';
export * from './api/saved-analysis';
export * from './domain/planning';
export * from './api/planning';
export * from './domain/drafting';
export * from './api/drafting';
export * from './domain/advice';
export * from './api/advice';
