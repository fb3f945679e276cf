export * from './types';
export {
  ADAPTIVE_FORMAT_ID,
  draftFormat,
  draftFormats,
  formatCheck,
  isDraftFormat,
  registerFormat,
  staffFormat,
  staffFormats,
  unregisterFormat,
} from './registry';
export {
  headingKey,
  readStaffDocument,
  roleAt,
  roleOfHeading,
  sectionsAt,
  sectionsWithRole,
} from './read-document';
