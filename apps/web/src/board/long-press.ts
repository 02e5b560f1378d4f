/** How long a finger rests on a card before its detail opens (the usual long-press time on phones). */
const LONG_PRESS_MS = 450;

/**
 * Pointer handlers that call `onLongPress` when a touch rests on an element, and swallow the click
 * that follows it (a long press reads a card; it does not play it).
 */
export function longPress(onLongPress: () => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let fired = false;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    onPointerDown: (e: PointerEvent) => {
      fired = false;
      if (e.pointerType === 'mouse') return;
      cancel();
      timer = setTimeout(() => {
        fired = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (e: Event) => {
      if (fired) e.preventDefault();
    },
    onClickCapture: (e: Event) => {
      if (!fired) return;
      fired = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
