export {
  ApiError,
  createApiClient,
  errorFromResponse,
  withQuery,
  type ApiClient,
  type ApiClientOptions,
  type QueryValue,
} from './api-client';
export { createPreferenceStore, type PreferenceStore } from './preferences';
export { platformApi, configurePlatformApi } from './platform-api';
export { answerAs, answerAsList } from './parse-response';
export { authApi, type AuthApi } from './auth-api';
export { documentsApi, type DocumentsApi, type DocumentChanges } from './documents-api';
export { fetchDashboardStats } from './stats-api';
export { adminApi, type AdminApi, type AuditFilters } from './admin-api';
