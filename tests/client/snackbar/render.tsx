import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React warns about updates outside act() unless told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `node` into a fresh element of the document; `unmount` removes it again. */
export async function render(node: ReactNode): Promise<{ container: HTMLElement; unmount: () => void }> {
  const container = document.body.appendChild(document.createElement('div'));
  let root: Root;
  await act(async () => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
