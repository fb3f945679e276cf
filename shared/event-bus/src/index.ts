export { getPlatformBus, createIsolatedBus, withSource, type EventBus } from './bus';
export { BusProvider, useBus, useBusEvent, useCenterBus, usePublishOnMount, useRoutedText } from './react';
export { defineCenter, bundleOrigin, type BundleGlobals } from './center-scaffold';
