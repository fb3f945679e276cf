const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab can reach, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab wraps to the first and back.
 * Returns true when it moved the focus (the caller then prevents the browser's own move).
 */
export function trapTab(container: HTMLElement, event: { key: string; shiftKey: boolean }): boolean {
  if (event.key !== 'Tab') return false;
  const elements = focusableIn(container);
  if (elements.length === 0) {
    container.focus();
    return true;
  }
  const first = elements[0]!;
  const last = elements[elements.length - 1]!;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
