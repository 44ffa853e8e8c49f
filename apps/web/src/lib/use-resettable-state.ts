import { useState } from 'react';

/**
 * State that starts from `value` and starts again from it whenever `value` changes: a search box
 * shows the address's text, keeps what is typed, and follows the address when it moves (back
 * button, a search made elsewhere). Adjusted while rendering, React's way for state that follows
 * a prop: no frame shows the old text, and no effect run later overwrites what was just typed.
 */
export function useResettableState<T>(value: T) {
  const [state, setState] = useState(value);
  const [source, setSource] = useState(value);
  if (!Object.is(source, value)) {
    setSource(value);
    setState(value);
  }
  return [state, setState] as const;
}
