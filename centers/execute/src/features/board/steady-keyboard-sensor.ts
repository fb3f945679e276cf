import {
  KeyboardCode,
  KeyboardSensor,
  getFirstCollision,
  type ClientRect,
  type KeyboardSensorOptions,
  type SensorContext,
  type SensorInstance,
  type SensorProps,
} from '@dnd-kit/core';

type Point = { x: number; y: number };

// The stock sensor's keys (it also starts the drag: Space or Enter on the card, its activators below).
const END_KEYS: readonly string[] = [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Tab];
const CANCEL_KEYS: readonly string[] = [KeyboardCode.Esc];
const ARROWS: readonly string[] = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];

/**
 * The board has caught up with the keys handled so far: it has measured its columns and tasks, rendered
 * the last move (`shownBefore` is the moved task's rectangle before that move), and worked out what the
 * task is over now (dnd-kit settles `over` one render after the collisions that decide it).
 */
export function caughtUp(context: SensorContext, shownBefore: ClientRect | null): boolean {
  const { collisionRect, collisions, droppableRects, over } = context;
  if (!collisionRect || droppableRects.size === 0) return false;
  if (shownBefore && collisionRect === shownBefore) return false;
  return getFirstCollision(collisions, 'id') === (over?.id ?? null);
}

const viewOf = (element: Element) =>
  element === element.ownerDocument.scrollingElement
    ? { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
    : element.getBoundingClientRect();

/**
 * dnd-kit's KeyboardSensor (Space or Enter picks a task up, arrows move it, Space, Enter or Tab drops it,
 * Escape cancels), made to lose no key on a busy machine. The stock sensor starts listening only after a
 * timer, so a key pressed before the timer runs goes to the card and is lost; and it reads the board from
 * the last render, so an arrow pressed before the board has measured its columns does nothing, and a drop
 * pressed before the board has taken in the last arrow lands where the task was. This one listens at once
 * and handles the keys in the order they were pressed, each when the board has caught up with the one
 * before (checked every frame until then).
 */
export class SteadyKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;

  autoScrollEnabled = false;
  private readonly queue: KeyboardEvent[] = [];
  private readonly document: Document;
  private reference: Point | null = null;
  private shownBefore: ClientRect | null = null;
  private frame = 0;

  constructor(private readonly props: SensorProps<KeyboardSensorOptions>) {
    const target = props.event.target;
    this.document = target instanceof Node && target.ownerDocument ? target.ownerDocument : document;
    // A task picked up off screen is brought into view (one not laid out at all is left alone).
    const node = props.activeNode.node.current;
    const box = node?.getBoundingClientRect();
    if (node && box && box.height > 0 && (box.bottom <= 0 || box.top >= window.innerHeight))
      node.scrollIntoView({ block: 'center', inline: 'center' });
    props.onStart({ x: 0, y: 0 });
    this.document.addEventListener('keydown', this.onKeyDown);
    window.addEventListener('resize', this.cancel);
    window.addEventListener('visibilitychange', this.cancel);
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    // The key that picked the task up reaches the document after the card: it is not a drop.
    if (event === this.props.event) return;
    if (CANCEL_KEYS.includes(event.code)) return this.cancel(event);
    if (!END_KEYS.includes(event.code) && !ARROWS.includes(event.code)) return;
    event.preventDefault();
    this.queue.push(event);
    this.drain();
  };

  private drain() {
    cancelAnimationFrame(this.frame);
    while (this.queue.length) {
      // The task left the page while keys waited (the board was closed): nothing is left to move.
      if (this.props.activeNode.node.current?.isConnected === false) return this.cancel();
      if (!caughtUp(this.props.context.current, this.shownBefore)) {
        this.frame = requestAnimationFrame(() => this.drain());
        return;
      }
      const event = this.queue.shift()!;
      if (END_KEYS.includes(event.code)) return this.end();
      this.move(event);
    }
  }

  private move(event: KeyboardEvent) {
    const { context, active, options } = this.props;
    const { collisionRect, scrollableAncestors } = context.current;
    const current = collisionRect ? { x: collisionRect.left, y: collisionRect.top } : { x: 0, y: 0 };
    this.reference ??= current;
    const target = options.coordinateGetter?.(event, {
      active,
      context: context.current,
      currentCoordinates: current,
    });
    if (!target) return;
    // A target outside the scrolled area: scroll it into view and move the task by what is left. At once,
    // not smoothly, so that what the board measures next is where the page came to rest.
    const scrolled = { x: 0, y: 0 };
    const container = scrollableAncestors[0];
    if (container) {
      const view = viewOf(container);
      const dy =
        target.y < view.top ? target.y - view.top : target.y > view.bottom ? target.y - view.bottom : 0;
      const dx =
        target.x < view.left ? target.x - view.left : target.x > view.right ? target.x - view.right : 0;
      if (dx || dy) {
        const { scrollLeft, scrollTop } = container;
        container.scrollBy({ left: dx, top: dy, behavior: 'instant' });
        scrolled.x = scrollLeft - container.scrollLeft;
        scrolled.y = scrollTop - container.scrollTop;
      }
    }
    this.shownBefore = collisionRect;
    this.props.onMove({
      x: target.x - this.reference.x + scrolled.x,
      y: target.y - this.reference.y + scrolled.y,
    });
  }

  private end() {
    this.detach();
    this.props.onEnd();
  }

  private readonly cancel = (event?: Event) => {
    event?.preventDefault();
    this.detach();
    this.props.onCancel();
  };

  private detach() {
    cancelAnimationFrame(this.frame);
    this.queue.length = 0;
    this.document.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('resize', this.cancel);
    window.removeEventListener('visibilitychange', this.cancel);
  }
}
