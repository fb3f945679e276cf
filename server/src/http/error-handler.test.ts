import { fieldInWords } from './error-handler';

describe('fieldInWords', () => {
  it('names a field in words, not as code', () => {
    expect(fieldInWords('newPassword')).toBe('New password');
    expect(fieldInWords('items.0.title')).toBe('Items 1 title');
    expect(fieldInWords('mode')).toBe('Mode');
    expect(fieldInWords('document_type')).toBe('Document type');
  });
});
