export {
  ApiError,
  createApiClient,
  errorFromResponse,
  withQuery,
  type ApiClient,
  attachmentName,
  type ApiClientOptions,
  type DownloadedFile,
  type DownloadOptions,
  type DownloadProgress,
  type EventSourceFactory,
  type QueryValue,
  type StreamHandlers,
} from './api-client';
export { ApiProvider, PageApiProvider, pageApiClient, useApi } from './api-context';
export { ClearanceProvider, useClearance } from './clearance-context';
export { forgetWorkingState, useRemembered } from './working-memory';
export { useRequest, type RequestState, type RequestOptions } from './use-request';
export { describeError, refusalMessage, throttleWait } from './describe-error';
export { useModelCatalogue, type CatalogueState } from './use-model-catalogue';
export { saveFile } from './save-file';
export { createPreferenceStore, type PreferenceStore } from './preferences';
export {
  parseAnswer,
  typedAnswer,
  typedListAnswer,
  UnreadableAnswerError,
  UNREADABLE_ANSWER_MESSAGE,
} from './parse-response';
export { authApi, type AuthApi } from './auth-api';
export {
  documentsApi,
  type DocumentsApi,
  type DocumentChanges,
  type DocumentListQuery,
  type DocumentPage,
  type DocumentUpload,
} from './documents-api';
export {
  eventText,
  followModelTurn,
  followTurn,
  modelsApi,
  type ModelsApi,
  type ModelTurnHandlers,
  type TurnHandlers,
} from './models-api';
export { conversationsApi, type ConversationsApi } from './conversations-api';
export { peopleApi, type PeopleApi } from './people-api';
export { fetchDashboardStats } from './stats-api';
export { adminApi, type AdminApi, type AuditFilters } from './admin-api';
