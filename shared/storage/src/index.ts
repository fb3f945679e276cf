export { ApiError, createApiClient, errorFromResponse, type ApiClient, type ApiClientOptions, type QueryValue } from './api-client';
export { createPreferenceStore, type PreferenceStore } from './preferences';
export { platformApi, configurePlatformApi } from './platform-api';
