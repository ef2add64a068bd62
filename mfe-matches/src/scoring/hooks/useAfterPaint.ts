import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as it was when the frame showing its last change had painted. What only follows a tap
 * renders from it, after the tap is on screen: work started before that frame would hold its paint
 * back on a slow phone. The change renders as a transition, so the next tap interrupts it.
 */
export function useAfterPaint<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    let timer = 0;
    // The frame's callbacks run before it paints; a task queued from them runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setSettled(value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value]);
  return settled;
}
