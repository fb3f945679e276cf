export { getPlatformBus, createIsolatedBus, withSource, type EventBus } from './bus';
export {
  BusProvider,
  useBus,
  useBusEvent,
  useCenterBus,
  usePublishOnMount,
  useRoutedInto,
  useRoutedText,
} from './react';
export { useDisplayedClassification } from './displayed-classification';
export { defineCenter, bundleOrigin, type BundleGlobals } from './center-scaffold';
export { useOpenDocument, citationRequest, type OpenDocumentRequest } from './open-document';
export { useBusEventCount } from './event-count';
