// A translated sentence with an element in it ("The records say <strong>5 kg</strong> in Main store."): the
// catalogue's text takes MARK where the element goes, so each language places it where its grammar wants.
import type { ReactNode } from 'react';

export const MARK = '\u0000';

export function withNode(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(MARK);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + MARK.length)}
    </>
  );
}
