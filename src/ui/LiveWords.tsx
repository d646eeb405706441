import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { useStore, type Atom } from 'jotai';

/** What an element shows of a value: its words, optionally a tooltip, and whether it reads as negative. */
export interface Words {
  text: string;
  title?: string;
  negative?: boolean;
}

type Tag = 'span' | 'dd';

interface LiveWordsProps<T> extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** Where the value comes from. */
  source: Atom<T>;
  /** The value's words; the same function on every render (module level or memoised). */
  words: (value: T) => Words;
  as?: Tag;
  /** Classes the element always has ('negative' is added while the words say so). */
  className?: string;
}

/**
 * An element whose words follow an atom without a render of anything around it (issue 26): React
 * draws the element with the words of the value at hand, and the store's subscription writes every
 * later value's words straight into it, in the task that changed the value. For figures that change
 * on every move of a drag: a render per move of the cards and panels that hold them costs several
 * times the words themselves. A render of the element later (a new language or number format
 * remounts it) draws the words of the value then, which are the ones the subscription wrote.
 */
export function LiveWords<T>({ source, words, as: Element = 'span', className = '', ...rest }: LiveWordsProps<T>) {
  const store = useStore();
  const ref = useRef<HTMLElement>(null);
  const first = words(store.get(source));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let shown: Words | null = null;
    const draw = () => {
      const next = words(store.get(source));
      write(element, shown, next);
      shown = next;
    };
    draw();
    return store.sub(source, draw);
  }, [store, source, words]);
  return (
    <Element
      {...rest}
      ref={ref}
      className={`${className}${first.negative ? ' negative' : ''}` || undefined}
      title={first.title}
    >
      {first.text}
    </Element>
  );
}

/** Writes only what changed: the text node's data, the tooltip, the 'negative' class. */
function write(element: HTMLElement, shown: Words | null, next: Words): void {
  if (next.text !== (shown?.text ?? element.textContent)) {
    const node = element.firstChild;
    if (node instanceof Text && node === element.lastChild) node.data = next.text;
    else element.textContent = next.text;
  }
  if (next.title !== (shown ? shown.title : element.getAttribute('title') ?? undefined)) {
    if (next.title === undefined) element.removeAttribute('title');
    else element.title = next.title;
  }
  const negative = next.negative ?? false;
  if (negative !== (shown ? (shown.negative ?? false) : element.classList.contains('negative'))) element.classList.toggle('negative', negative);
}
