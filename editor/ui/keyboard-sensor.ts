// dnd-kit's KeyboardSensor starts listening for the keys that move and drop a picked-up block in
// a setTimeout. Chrome handles queued key presses before timers, so quick keys right after the
// pick-up (Space, ArrowUp, Space) were lost. This sensor listens at once; the pick-up key itself
// is stopped here so that it does not also count as the drop. The later listener dnd-kit adds is
// the same function, which addEventListener ignores. Written against @dnd-kit/core 6.3.1.
import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

interface SensorInternals {
  readonly listeners: { add(type: string, handler: (event: Event) => void): void };
  readonly handleKeyDown: (event: Event) => void;
}

export class PromptKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    props.event.stopPropagation();
    const internals = this as unknown as SensorInternals;
    internals.listeners.add('keydown', internals.handleKeyDown);
  }
}
