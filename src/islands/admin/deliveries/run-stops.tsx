import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { type DeliveryRun, moveStop } from '@/stores/admin/deliveries/delivery-run';
import { StopCard } from './stop-card';

/**
 * The stops in order, as cards: dragged by their number (a press and hold on a phone, so the page
 * still scrolls), or moved by their buttons; each move is kept at once and said for screen readers.
 */
export function RunStops({ run }: { run: DeliveryRun }) {
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number, focus?: string) => {
    const stop = run.stops[from];
    if (!stop || to < 0 || to >= run.stops.length || from === to) return;
    setSaid(`${stop.customerName} is now stop ${to + 1} of ${run.stops.length}.`);
    void moveStop(run, from, to);
    // The card has moved: its button takes the focus again (the other one at either end).
    if (focus) requestAnimationFrame(() => document.getElementById(focus)?.focus());
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const index = (id: unknown) => run.stops.findIndex((stop) => stop.orderId === id);
    move(index(active.id), index(over.id));
  };
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
        <SortableContext items={run.stops.map((stop) => stop.orderId)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Stops in order" className="flex flex-col gap-3">
            {run.stops.map((stop, index) => (
              <StopCard key={stop.orderId} run={run} stop={stop} index={index} onMove={move} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
