import { segmentText, type SegmentedText } from '../text/segment';

/**
 * The language pipeline's reading of page texts, kept for the texts that come back: ADVISE reads the same
 * library documents for every consultation, and reading them is most of a consultation's time. A reading
 * depends on the text alone (offsets are relative to the page) and nothing downstream changes it, so it is
 * shared. Bounded by characters read; when full it starts again (the library's documents are read anew).
 */
export class SegmentCache {
  private readonly readings = new Map<string, SegmentedText>();
  private chars = 0;

  constructor(private readonly maxChars = 2_000_000) {}

  segment(text: string): SegmentedText {
    const kept = this.readings.get(text);
    if (kept) return kept;
    const reading = segmentText(text);
    if (text.length <= this.maxChars) {
      if (this.chars + text.length > this.maxChars) {
        this.readings.clear();
        this.chars = 0;
      }
      this.readings.set(text, reading);
      this.chars += text.length;
    }
    return reading;
  }

  get size(): number {
    return this.readings.size;
  }
}
