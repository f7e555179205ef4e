// Puts a widget's element in the page as a partner would, and gives its open shadow root to query.
import { configure, within } from '@testing-library/react';
import '../index';

// testing-library cannot print a ShadowRoot when a query fails; say what was missing instead.
configure({ getElementError: (message) => new Error(message ?? 'Element not found') });

let keys = 0;

/** `{key}` in the HTML becomes a publishable key of its own: widgets of one key share a session per page. */
export function mountWidget(html: string) {
  keys += 1;
  document.body.innerHTML = html.replaceAll('{key}', `pk_test_${keys}`);
  const host = document.body.firstElementChild as HTMLElement;
  const root = host.shadowRoot;
  if (!root) throw new Error('the widget has no open shadow root');
  return { host, root, view: within(root as unknown as HTMLElement) };
}
