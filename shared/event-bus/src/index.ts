export { getPlatformBus, createIsolatedBus, type EventBus } from './bus';
export { BusProvider, useBus, useBusEvent, usePublishOnMount, useRoutedText } from './react';
