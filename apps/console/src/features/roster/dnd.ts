import {
  type Announcements,
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

/** The arrow keys move a picked-up shift a whole cell at a time: to the centre of the next day or employee that way. */
const toNextCell: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers } }) => {
  const direction = DIRECTIONS[event.code];
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const boxes = droppableContainers
    .getEnabled()
    .map((c) => ({ key: c.id, box: droppableRects.get(c.id) }))
    .filter((b): b is { key: typeof b.key; box: NonNullable<typeof b.box> } => !!b.box);
  const next = nextBox(direction, collisionRect, boxes);
  const box = next === null ? undefined : droppableRects.get(next);
  if (!box) return undefined;
  return { x: box.left + (box.width - collisionRect.width) / 2, y: box.top + (box.height - collisionRect.height) / 2 };
};

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
      scrollBehavior: reducedMotion() ? 'auto' : 'smooth',
    }),
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
