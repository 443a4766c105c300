import { useEffect, useMemo, useRef } from 'react';
import {
  type Announcements,
  type AutoScrollOptions,
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type Direction, nextBox } from './roster-rules';

const DIRECTIONS: Partial<Record<string, Direction>> = { [KeyboardCode.Left]: 'left', [KeyboardCode.Right]: 'right', [KeyboardCode.Up]: 'up', [KeyboardCode.Down]: 'down' };

/** The box a scroll container shows, in the viewport: the viewport itself for the page. */
function shownBox(container: Element): { left: number; top: number; width: number; height: number } {
  if (container === document.scrollingElement) return { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
  const { left, top, width, height } = container.getBoundingClientRect();
  return { left, top, width, height };
}

/**
 * Scrolls a container, at once, so that a point the dragged item moves to lies in the half of it
 * the KeyboardSensor leaves alone when moving that way (the left half moving right, the upper half
 * moving down, and so on). The sensor otherwise scrolls the container instead of moving the item
 * when the point is past the middle, and a cell a key press aimed at is missed.
 */
function bringWithin(container: Element, direction: Direction, point: () => { x: number; y: number }) {
  const box = shownBox(container);
  const { x, y } = point();
  const midX = box.left + box.width / 2;
  const midY = box.top + box.height / 2;
  const by =
    direction === 'right'
      ? { left: Math.max(0, x - midX), top: 0 }
      : direction === 'left'
        ? { left: Math.min(0, x - midX), top: 0 }
        : direction === 'down'
          ? { left: 0, top: Math.max(0, y - midY) }
          : { left: 0, top: Math.min(0, y - midY) };
  if (by.left || by.top) container.scrollBy({ ...by, behavior: 'instant' });
}

/** The arrow keys move a picked-up shift a whole cell at a time: to the middle of the next day or employee that way. */
const toNextCell: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers, scrollableAncestors } }) => {
  const direction = DIRECTIONS[event.code];
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const boxes = droppableContainers
    .getEnabled()
    .map((c) => ({ key: c.id, box: droppableRects.get(c.id) }))
    .filter((b): b is { key: typeof b.key; box: NonNullable<typeof b.box> } => !!b.box);
  const next = nextBox(direction, collisionRect, boxes);
  // The measured rects follow their containers' scrolling, so the point is read again after each scroll.
  const point = () => {
    const box = next === null ? undefined : droppableRects.get(next);
    return box ? { x: box.left + (box.width - collisionRect.width) / 2, y: box.top + (box.height - collisionRect.height) / 2 } : null;
  };
  if (!point()) return undefined;
  for (const container of scrollableAncestors) bringWithin(container, direction, () => point() ?? { x: 0, y: 0 });
  return point() ?? undefined;
};

/**
 * The pointer drags once it has moved 2 px (document 2 §9), so a click still opens an item's menu;
 * the keys: Space picks up and drops, the arrows move between cells, Escape puts it back.
 */
export function useRosterSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 2 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: toNextCell,
      keyboardCodes: { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space, KeyboardCode.Enter] },
      scrollBehavior: 'auto',
    }),
  );
}

/**
 * Auto-scroll only the containers the pointer is inside. dnd-kit scrolls a container while the
 * pointer lies in its edge band, and it counts a pointer beyond the edge as in the band: a shift
 * picked up in the library (left of the grid) scrolled the grid away to the left, faster the
 * farther the pointer was, and the day under the pointer when it came over the grid was not the
 * day it was aimed at. Keyboard drags scroll through `toNextCell`, not here.
 */
export function usePointerScroll(): AutoScrollOptions {
  const pointer = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const track = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointerdown', track, { capture: true, passive: true });
    window.addEventListener('pointermove', track, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointerdown', track, { capture: true });
      window.removeEventListener('pointermove', track, { capture: true });
    };
  }, []);
  return useMemo(
    () => ({
      canScroll: (container: Element) => {
        const at = pointer.current;
        if (!at) return false;
        const box = shownBox(container);
        return at.x >= box.left && at.x <= box.left + box.width && at.y >= box.top && at.y <= box.top + box.height;
      },
    }),
    [],
  );
}

/** The cell under the pointer; for the keys (no pointer), the cell the dragged item sits on most. */
export const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

const nameOf = (data: unknown) => (data as { name?: string } | undefined)?.name ?? 'a day';
const whatOf = (data: unknown) => {
  const dragged = (data as { dragged?: { kind: string; label?: string; shift?: { labelName: string } } } | undefined)?.dragged;
  return (dragged?.kind === 'library' ? dragged.shift?.labelName : dragged?.label) || 'The shift';
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable: 'To pick up a shift, press Space. Move it between days and employees with the arrow keys, press Space again to drop it on the day, or Escape to put it back.',
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${whatOf(active.data.current)}.`,
  onDragOver: ({ active, over }) => (over ? `${whatOf(active.data.current)} is over ${nameOf(over.data.current)}.` : `${whatOf(active.data.current)} is over no day.`),
  onDragEnd: ({ active, over }) => (over ? `${whatOf(active.data.current)} was dropped on ${nameOf(over.data.current)}.` : `${whatOf(active.data.current)} was put back.`),
  onDragCancel: ({ active }) => `${whatOf(active.data.current)} was put back.`,
};

export const ACCESSIBILITY = { screenReaderInstructions, announcements };
