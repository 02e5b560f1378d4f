import { useEffect, useState } from 'preact/hooks';
import type { Decision } from '@tcgkit/core';

/** A decision being answered: options picked (select, distribute) and a card's option menu. */
export interface Draft {
  picked: ReadonlySet<number>;
  toggle(option: number): void;
  /** Options of one clicked card that stands for several of them, to choose among. */
  menu: { card: string; options: number[] } | null;
  setMenu(menu: Draft['menu']): void;
}

/** The draft of the pending decision, emptied whenever another decision comes. */
export function useDraft(decision: Decision | null): Draft {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [menu, setMenu] = useState<Draft['menu']>(null);
  useEffect(() => {
    setPicked(new Set());
    setMenu(null);
  }, [decision?.id]);
  return {
    picked,
    toggle: (option) =>
      setPicked((old) => {
        const next = new Set(old);
        if (!next.delete(option)) next.add(option);
        return next;
      }),
    menu,
    setMenu,
  };
}
